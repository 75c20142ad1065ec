import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { endSentence } from '@cairn/domain/common/sentence';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { can } from '@cairn/domain/permissions/can';
import type { TRole } from '@cairn/domain/permissions/roles';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { orgPeopleQueryOptions } from '../../../components/person-picker/people-query.ts';
import { PlainList } from '../../../components/plain-list.tsx';
import { ROLE_NAME_KEYS } from '../../../lib/i18n/role-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
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
import '../texts.ts';

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
  const { t } = useTranslation();
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
      {
        onSuccess: (saved) =>
          notifySuccess(
            t('orgs.people.roleChanged', { name: fullNameOf(saved), role: t(ROLE_NAME_KEYS[saved.role]) }),
          ),
      },
    );
  };

  const handleRemove = (person: TPerson) => {
    modals.openConfirmModal({
      title: t('orgs.people.removeTitle', { name: fullNameOf(person) }),
      children: (
        <Text size="sm">
          {t('orgs.people.removeText', { name: fullNameOf(person), org: endSentence(orgName) })}
        </Text>
      ),
      labels: { confirm: t('orgs.people.remove'), cancel: t('orgs.people.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(person.id, {
          onSuccess: () => notifySuccess(t('orgs.people.removed', { name: fullNameOf(person) })),
        }),
    });
  };

  const handleTransfer = (person: TPerson) => {
    modals.openConfirmModal({
      title: t('orgs.people.transferTitle'),
      children: <Text size="sm">{t('orgs.people.transferText', { name: fullNameOf(person) })}</Text>,
      labels: { confirm: t('orgs.people.transfer'), cancel: t('orgs.people.cancel') },
      onConfirm: () =>
        transfer.mutate(person.id, {
          onSuccess: (answer) => notifySuccess(t('orgs.people.transferred', { name: answer.person.name })),
        }),
    });
  };

  return (
    <Stack gap="md">
      <LicenceSummary orgId={orgId} canEditDomains={canTransfer} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text c="dimmed" size="sm">
          {people.data ? t('orgs.people.count', { count: people.data.length, org: orgName }) : ' '}
        </Text>
        {canAdd ? (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('orgs.people.invite')}
          </Button>
        ) : null}
      </Group>

      {people.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('orgs.people.loading')}>
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : null}

      {people.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('orgs.people.loadFailed')}>
          <Button size="xs" variant="white" onClick={() => people.refetch()} loading={people.isFetching}>
            {t('orgs.people.tryAgain')}
          </Button>
        </Alert>
      ) : null}

      {people.data ? (
        <PlainList gap="sm" aria-label={t('orgs.people.list', { org: orgName })}>
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
                      notifySuccess(action === 'resend' ? t('orgs.people.resent') : t('orgs.people.revoked')),
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
