import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { endSentence } from '@cairn/domain/common/sentence';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { OWNERSHIP_TEXTS, PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import { can } from '@cairn/domain/permissions/can';
import { ROLE_LABELS, type TRole } from '@cairn/domain/permissions/roles';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { orgPeopleQueryOptions } from '../../../components/person-picker/people-query.ts';
import { PlainList } from '../../../components/plain-list.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import {
  InviteUsersPanel,
  LicenceSummary,
  useBillingPermission,
  useInvitationAction,
  useInvitations,
  useTransferOwnership,
} from '../../people/index.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useRemovePerson } from '../api/remove-person.ts';
import { PersonRow } from './person-row.tsx';

const fullNameOf = (person: TPerson) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** Owner first, then by role as the matrix lists them, then by name. */
const ROLE_ORDER: TRole[] = ['Owner', 'Admin', 'Manager', 'Member', 'Implementer', 'Observer'];
function byRoleThenName(a: TPerson, b: TPerson): number {
  return (
    ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || fullNameOf(a).localeCompare(fullNameOf(b))
  );
}

export type TPeopleTabProps = {
  orgId: string;
  orgName: string;
  /** The viewer's person in this organisation (from the session). */
  me: NonNullable<TSessionAnswer['person']>;
};

/**
 * The people tab (also `/org/detail/{id}/license`): the seats and free domains, and everyone in
 * the organisation with their role and licence. Owner and Admin also invite
 * people (and resend or revoke invitations), change roles and remove people (after a confirmation); other roles see the list only.
 */
export function PeopleTab({ orgId, orgName, me }: TPeopleTabProps) {
  const people = useQuery(orgPeopleQueryOptions(orgId));
  const changeRole = useChangeRole();
  const remove = useRemovePerson();
  const [isAdding, setAdding] = useState(false);
  const canAdd = can(me, 'people.add');
  const canChangeRole = can(me, 'people.changeRole');
  const canRemove = can(me, 'people.remove');
  const canTransfer = can(me, 'org.transferOwnership');
  const transfer = useTransferOwnership();
  const billing = useBillingPermission();
  const invitations = useInvitations(orgId, canAdd);
  const invitationAction = useInvitationAction();
  const invitationOf = (person: TPerson) => invitations.data?.find((i) => i.personId === person.id);

  const handleChangeRole = (person: TPerson, role: TRole) => {
    if (role === 'Owner' || role === 'Implementer') return;
    changeRole.mutate(
      { personId: person.id, role, version: person.version },
      { onSuccess: (saved) => notifySuccess(`${fullNameOf(saved)} is now ${ROLE_LABELS[saved.role]}.`) },
    );
  };

  const handleRemove = (person: TPerson) => {
    modals.openConfirmModal({
      title: `Remove ${fullNameOf(person)}?`,
      children: (
        <Text size="sm">
          {fullNameOf(person)} will no longer be part of {endSentence(orgName)} You can add them again later.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(person.id, { onSuccess: () => notifySuccess(`Removed: ${fullNameOf(person)}`) }),
    });
  };

  const handleTransfer = (person: TPerson) => {
    modals.openConfirmModal({
      title: 'Transfer Org Ownership',
      children: <Text size="sm">{OWNERSHIP_TEXTS.confirm(fullNameOf(person))}</Text>,
      labels: { confirm: 'Transfer', cancel: 'Cancel' },
      onConfirm: () =>
        transfer.mutate(person.id, {
          onSuccess: (answer) => notifySuccess(OWNERSHIP_TEXTS.transferred(answer.person.name)),
        }),
    });
  };

  return (
    <Stack gap="md">
      <LicenceSummary orgId={orgId} canEditDomains={canTransfer} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text c="dimmed" size="sm">
          {people.data
            ? `${people.data.length} ${people.data.length === 1 ? 'person' : 'people'} in ${orgName}`
            : ' '}
        </Text>
        {canAdd ? (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            Invite users
          </Button>
        ) : null}
      </Group>

      {people.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading people">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : null}

      {people.isError ? (
        <Alert color="red" variant="light" role="alert" title="The people could not be loaded">
          <Button size="xs" variant="white" onClick={() => people.refetch()} loading={people.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : null}

      {people.data ? (
        <PlainList gap="sm" aria-label={`People of ${orgName}`}>
          {[...people.data].sort(byRoleThenName).map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              isMe={person.id === me.id}
              canChangeRole={canChangeRole}
              canRemove={canRemove}
              isBusy={
                (changeRole.isPending && changeRole.variables?.personId === person.id) ||
                (remove.isPending && remove.variables === person.id) ||
                (billing.isPending && billing.variables?.personId === person.id)
              }
              onChangeRole={handleChangeRole}
              onRemove={handleRemove}
              invitation={invitationOf(person)}
              onTransfer={
                canTransfer && person.id !== me.id && person.hasAccepted && person.hasLicense
                  ? handleTransfer
                  : undefined
              }
              onBillingChange={
                canTransfer ? (who, granted) => billing.mutate({ personId: who.id, granted }) : undefined
              }
              canInvite={canAdd}
              onInvitationAction={(id, action) =>
                invitationAction.mutate(
                  { id, action },
                  {
                    onSuccess: () =>
                      notifySuccess(action === 'resend' ? PEOPLE_TEXTS.resent : PEOPLE_TEXTS.revoked),
                  },
                )
              }
            />
          ))}
        </PlainList>
      ) : null}

      {canAdd ? (
        <InviteUsersPanel orgName={orgName} opened={isAdding} onClose={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}
