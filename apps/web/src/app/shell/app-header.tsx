import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconHome, IconSchool } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { NotificationBell } from '../../features/notifications/index.ts';
import { UpgradeRequestButton } from '../../features/people/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Logo } from './logo.tsx';
import { OrgSelector } from './org-selector.tsx';
import { UserMenu } from './user-menu.tsx';

type TAppHeaderProps = { session: TSessionAnswer; isNavOpen: boolean; onToggleNav: () => void };

/** Where the header's Learn goes: the learning centre's first section (000 §2.3). */
const LEARN_PATH = '/learning-center/eos-one';

/** The top header (000 §2.3): menu toggle, logo, Home, Learn, the organisation selector, the notification bell and the avatar menu. */
export function AppHeader({ session, isNavOpen, onToggleNav }: TAppHeaderProps) {
  const { t } = useTranslation();
  const isLearning = useLocation().pathname.startsWith('/learning-center/');
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          size="sm"
          aria-label={isNavOpen ? t('shell.header.collapseMenu') : t('shell.header.expandMenu')}
          aria-expanded={isNavOpen}
          aria-controls="cairn-nav"
        />
        <Logo />
        <Button
          component={Link}
          to="/"
          variant="subtle"
          color="gray"
          leftSection={<IconHome size={18} aria-hidden />}
          visibleFrom="sm"
          ml="sm"
        >
          {t('shell.header.home')}
        </Button>
        <Button
          component={Link}
          to={LEARN_PATH}
          variant={isLearning ? 'light' : 'subtle'}
          color={isLearning ? undefined : 'gray'}
          aria-current={isLearning ? 'page' : undefined}
          leftSection={<IconSchool size={18} aria-hidden />}
          visibleFrom="sm"
        >
          {t('shell.header.learn')}
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={LEARN_PATH}
          variant={isLearning ? 'light' : 'subtle'}
          color={isLearning ? undefined : 'gray'}
          aria-current={isLearning ? 'page' : undefined}
          size="lg"
          hiddenFrom="sm"
          aria-label={t('shell.header.learn')}
        >
          <IconSchool size={20} aria-hidden />
        </ActionIcon>
        <UpgradeRequestButton session={session} />
        <OrgSelector session={session} />
        <NotificationBell session={session} />
        <UserMenu session={session} />
      </Group>
    </Group>
  );
}
