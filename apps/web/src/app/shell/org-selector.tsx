import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { Button, Image, Menu, Text, useMatches } from '@mantine/core';
import { IconCheck, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useModalNavigate } from '../../lib/navigation/modal-route.tsx';
import { useSwitchOrg } from '../../lib/session/use-switch-org.ts';

/** Path of the create-organisation modal route. */
const CREATE_ORG_PATH = '/org/create';

/** An organisation's logo at the height of a line (a wide one is narrowed to fit); none without one. */
function OrgLogo({ logoUrl }: { logoUrl: string | null }) {
  if (!logoUrl) return null;
  return <Image src={logoUrl} alt="" h={20} w="auto" maw={48} fit="contain" />;
}

/**
 * The organisation selector: the user's organisations, the current one ticked; choosing another
 * switches the session to it and goes home. 'Create organization' opens the create popup. Each
 * organisation with a logo shows it beside its name (the name stays: the logo is decoration).
 */
export function OrgSelector({ session }: { session: TSessionAnswer }) {
  const { t } = useTranslation();
  const switchOrg = useSwitchOrg();
  const openModal = useModalNavigate();
  const current = session.org?.name ?? t('shell.org.none');
  const currentLogo = session.user.orgs.find((org) => org.id === session.orgId)?.logoUrl ?? null;
  // On a phone the button is narrow: its name comes first, the logo only from 576 px.
  const hasRoomForLogo = useMatches({ base: false, xs: true });

  return (
    <Menu position="bottom-end" width={260} withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={currentLogo && hasRoomForLogo ? <OrgLogo logoUrl={currentLogo} /> : undefined}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          loading={switchOrg.isPending}
          aria-label={t('shell.org.switchLabel', { name: current })}
          maw={{ base: 130, xs: 220, md: 280 }}
          px="sm"
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {current}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.org.heading')}</Menu.Label>
        {session.user.orgs.map((org) => {
          const isCurrent = org.id === session.orgId;
          return (
            <Menu.Item
              key={org.id}
              onClick={() => {
                if (!isCurrent) switchOrg.mutate(org.id);
              }}
              leftSection={org.logoUrl ? <OrgLogo logoUrl={org.logoUrl} /> : undefined}
              rightSection={isCurrent ? <IconCheck size={16} aria-label={t('shell.org.current')} /> : null}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <Text size="sm" truncate="end" fw={isCurrent ? 600 : 400}>
                {org.name}
              </Text>
            </Menu.Item>
          );
        })}
        {session.user.orgs.length > 0 ? <Menu.Divider /> : null}
        <Menu.Item
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => openModal(CREATE_ORG_PATH)}
        >
          {t('shell.org.create')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
