import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconLogout, IconToggleRight, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PersonAvatar } from '../../components/person-avatar/person-avatar.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useModalNavigate } from '../../lib/navigation/modal-route.tsx';
import { useSignOut } from '../../lib/session/use-sign-out.ts';

/** The avatar menu (000 §2.3): Manage account (the profile popup), Feature flags for the instance administrator, and Sign out. */
export function UserMenu({ session }: { session: TSessionAnswer }) {
  const { t } = useTranslation();
  const { user } = session;
  const signOut = useSignOut();
  const openModal = useModalNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        {/* Named by its hidden text, not aria-label: the initials are decoration (WCAG 2.5.3). */}
        <UnstyledButton className="mantine-focus-auto" style={{ borderRadius: '50%' }}>
          <PersonAvatar person={user} size={36} />
          <VisuallyHidden>{t('shell.userMenu.label', { name: fullName })}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-black)" truncate="end">
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconUserCircle size={16} aria-hidden />}
          onClick={() => openModal(`/user/detail/${user.id}`)}
        >
          {t('shell.userMenu.manageAccount')}
        </Menu.Item>
        {user.isInstanceAdmin ? (
          <Menu.Item
            leftSection={<IconToggleRight size={16} aria-hidden />}
            component={Link}
            to="/admin/feature-flags"
          >
            {t('shell.userMenu.featureFlags')}
          </Menu.Item>
        ) : null}
        {user.isInstanceAdmin ? (
          <Menu.Item leftSection={<IconChartBar size={16} aria-hidden />} component={Link} to="/admin/usage">
            {t('shell.userMenu.usage')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t('shell.userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
