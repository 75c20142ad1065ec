import { NOTIFICATION_TEXTS } from '@cairn/domain/notifications/notifications.constants';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { UPGRADE_TEXTS } from '@cairn/domain/people/people.constants';
import { Badge, Button, Group } from '@mantine/core';
import { useAnswerUpgrade } from '../api/upgrade-requests.ts';

/**
 * A Free Observer's open upgrade request on the people list: the status for everyone who sees
 * the list, and Approve / Deny for the Owner and Admins (the notification's calls, 000 §4).
 */
export function UpgradeRequestActions({ person, canAnswer }: { person: TPerson; canAnswer: boolean }) {
  const answer = useAnswerUpgrade();
  if (person.role !== 'Observer' || person.upgradeRequestStatus !== 'Pending') return null;
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  const isBusy = answer.isPending;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color="yellow">
        {UPGRADE_TEXTS.pending}
      </Badge>
      {canAnswer ? (
        <>
          <Button
            size="compact-xs"
            aria-label={`${NOTIFICATION_TEXTS.approve} the upgrade of ${name}`}
            loading={isBusy && answer.variables?.approve === true}
            disabled={isBusy}
            onClick={() => answer.mutate({ person, approve: true })}
          >
            {NOTIFICATION_TEXTS.approve}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`${NOTIFICATION_TEXTS.deny} the upgrade of ${name}`}
            loading={isBusy && answer.variables?.approve === false}
            disabled={isBusy}
            onClick={() => answer.mutate({ person, approve: false })}
          >
            {NOTIFICATION_TEXTS.deny}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
