import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import type { TPersonInvitation } from '@cairn/domain/people/invitations.schemas';
import { ASSIGNABLE_ROLES, type TRole } from '@cairn/domain/permissions/roles';
import { ActionIcon, Badge, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconCrown, IconReceipt, IconTrash } from '@tabler/icons-react';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { ROLE_NAME_KEYS } from '../../../lib/i18n/role-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  InvitationActions,
  InvitationBadge,
  LicenceBadge,
  managesBilling,
  UpgradeRequestActions,
} from '../../people/index.ts';
import { RoleBadge } from './role-badge.tsx';
import '../texts.ts';

export type TPersonRowProps = {
  person: TPerson;
  /** True for the signed-in user's own person. */
  isMe: boolean;
  /** Shows the role picker (Owner and Admin; never for the Owner's own row). */
  canChangeRole: boolean;
  /** Shows the remove button (Owner and Admin; never for the Owner or oneself). */
  canRemove: boolean;
  isBusy: boolean;
  onChangeRole: (person: TPerson, role: TRole) => void;
  onRemove: (person: TPerson) => void;
  /** The person's newest invitation (shown to those who may invite). */
  invitation?: TPersonInvitation;
  canInvite?: boolean;
  onInvitationAction?: (invitationId: string, action: 'resend' | 'revoke') => void;
  /** Given when the viewer (the Owner) may hand the Owner level to this person. */
  onTransfer?: (person: TPerson) => void;
  /** Given when the viewer (the Owner) may grant or remove this person's billing permission. */
  onBillingChange?: (person: TPerson, granted: boolean) => void;
};

/** One person of the organisation: avatar, name, email, role, and the controls the viewer may use. */
export function PersonRow({
  person,
  isMe,
  canChangeRole,
  canRemove,
  isBusy,
  onChangeRole,
  onRemove,
  invitation,
  canInvite = false,
  onInvitationAction,
  onTransfer,
  onBillingChange,
}: TPersonRowProps) {
  const { t } = useTranslation();
  const roleOptions = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(ROLE_NAME_KEYS[role]) }));
  const fullName = `${person.firstName} ${person.lastName}`.trim() || person.email;
  const isOwner = person.role === 'Owner';
  const showRolePicker = canChangeRole && !isOwner;
  const showRemove = canRemove && !isOwner && !isMe;
  // The Owner manages billing by role: only a grant is worth a badge.
  const hasBilling = !isOwner && managesBilling(person);
  const billingLabel = hasBilling
    ? t('orgs.person.billingRemove', { name: fullName })
    : t('orgs.person.billingAllow', { name: fullName });

  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <PersonAvatar person={person} size={38} />
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} truncate>
                {fullName}
              </Text>
              {isMe ? (
                <Text size="sm" c="dimmed">
                  {t('orgs.person.you')}
                </Text>
              ) : null}
              {!person.hasAccepted ? <InvitationBadge invitation={invitation} /> : null}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {person.email}
            </Text>
            <UpgradeRequestActions person={person} canAnswer={canChangeRole} />
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {showRolePicker ? (
            <Select
              aria-label={t('orgs.person.role', { name: fullName })}
              data={roleOptions}
              value={person.role}
              onChange={(value) => value && value !== person.role && onChangeRole(person, value as TRole)}
              allowDeselect={false}
              disabled={isBusy}
              w={150}
              size="sm"
            />
          ) : (
            <RoleBadge role={person.role} />
          )}
          <LicenceBadge hasLicense={person.hasLicense} />
          {hasBilling ? (
            <Badge variant="light" color="grape" radius="sm" tt="none">
              {t('orgs.person.billing')}
            </Badge>
          ) : null}
          {canInvite && !person.hasAccepted && onInvitationAction ? (
            <InvitationActions
              name={fullName}
              invitation={invitation}
              isBusy={isBusy}
              onAction={onInvitationAction}
            />
          ) : null}
          {onTransfer && !isOwner ? (
            <Tooltip label={t('orgs.person.transfer', { name: fullName })}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('orgs.person.transfer', { name: fullName })}
                onClick={() => onTransfer(person)}
                disabled={isBusy}
              >
                <IconCrown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {onBillingChange && !isOwner && (hasBilling || (person.hasAccepted && person.hasLicense)) ? (
            <Tooltip label={billingLabel}>
              <ActionIcon
                variant={hasBilling ? 'light' : 'subtle'}
                color={hasBilling ? 'grape' : 'gray'}
                size="lg"
                aria-label={billingLabel}
                aria-pressed={hasBilling}
                onClick={() => onBillingChange(person, !hasBilling)}
                disabled={isBusy}
              >
                <IconReceipt size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {showRemove ? (
            <Tooltip label={t('orgs.person.remove', { name: fullName })}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('orgs.person.remove', { name: fullName })}
                onClick={() => onRemove(person)}
                disabled={isBusy}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
