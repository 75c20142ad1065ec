import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useSession } from '../lib/session/session-query.ts';
import { useSwitchOrg } from '../lib/session/use-switch-org.ts';
import { EmptyState } from './empty-state.tsx';
import './texts.ts';

type TWrongOrgNoticeProps = {
  /** What could not be opened, e.g. "This meeting could not be found". */
  title: string;
  /** Why it may be so, under the title. */
  text: string;
  /** The way back, e.g. to the list. */
  backTo: string;
  backLabel: string;
};

/**
 * An item that answered 404 on load (002 §8: "a 404 on load is treated as a wrong-organisation
 * case"): the page says it could not be found, and a user with other organisations is asked in
 * the wrong-organisation dialog, 'You cannot access this item while in the {org} organization',
 * with a switch to each of them that reopens the same page there.
 */
export function WrongOrgNotice({ title, text, backTo, backLabel }: TWrongOrgNoticeProps) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const location = useLocation();
  const switchOrg = useSwitchOrg({ stayOn: `${location.pathname}${location.search}` });
  const others = session?.user.orgs.filter((org) => org.id !== session.orgId) ?? [];
  const [isOpen, setOpen] = useState(others.length > 0);
  const current = session?.org?.name ?? '';

  return (
    <>
      <EmptyState
        title={title}
        text={text}
        action={
          <Button component={Link} to={backTo} variant="default">
            {backLabel}
          </Button>
        }
      />
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={t('components.wrongOrg.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('components.wrongOrg.text', { org: current })}</Text>
          <Text size="sm" c="dimmed">
            {t('components.wrongOrg.switchHint')}
          </Text>
          <Group gap="xs">
            {others.map((org) => (
              <Button
                key={org.id}
                variant="light"
                loading={switchOrg.isPending && switchOrg.variables === org.id}
                disabled={switchOrg.isPending}
                onClick={() => switchOrg.mutate(org.id, { onSuccess: () => setOpen(false) })}
              >
                {t('components.wrongOrg.switchTo', { org: org.name })}
              </Button>
            ))}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('components.wrongOrg.stay', { org: current })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
