import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAnswerUpgrade } from '../api/upgrade-requests.ts';
import '../texts.ts';

/**
 * A Free Observer's open upgrade request on the people list: the status for everyone who sees
 * the list, and Approve / Deny for the Owner and Admins (the notification's calls, 000 §4).
 */
export function UpgradeRequestActions({ person, canAnswer }: { person: TPerson; canAnswer: boolean }) {
  const { t } = useTranslation();
  const answer = useAnswerUpgrade();
  if (person.role !== 'Observer' || person.upgradeRequestStatus !== 'Pending') return null;
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  const isBusy = answer.isPending;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color="yellow">
        {t('people.upgrade.pending')}
      </Badge>
      {canAnswer ? (
        <>
          <Button
            size="compact-xs"
            aria-label={t('people.upgrade.approveOf', { name })}
            loading={isBusy && answer.variables?.approve === true}
            disabled={isBusy}
            onClick={() => answer.mutate({ person, approve: true })}
          >
            {t('people.upgrade.approve')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('people.upgrade.denyOf', { name })}
            loading={isBusy && answer.variables?.approve === false}
            disabled={isBusy}
            onClick={() => answer.mutate({ person, approve: false })}
          >
            {t('people.upgrade.deny')}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
