import { NAME_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import { invitationPriceCents } from '@cairn/domain/billing/billing-lifecycle';
import { endSentence } from '@cairn/domain/common/sentence';
import { type TNewInvitee, ZNewInvitee } from '@cairn/domain/people/invitations.schemas';
import { ASSIGNABLE_ROLES, isPaidRole } from '@cairn/domain/permissions/roles';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmailField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSubmitGuard } from '../../../components/form/use-submit-guard.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { SubmitButton } from '../../../components/popup-panel/submit-button.tsx';
import { ROLE_NAME_KEYS } from '../../../lib/i18n/role-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { isExistingEmail, useInviteUsers } from '../api/invitations.ts';
import { billedSubscription, InviteCostPanel, InvitePriceNote } from './invite-price-note.tsx';
import { InviteeTable } from './invitee-table.tsx';
import '../texts.ts';

const EMPTY: TNewInvitee = { firstName: '', lastName: '', email: '', role: 'Member' };

export type TInviteUsersPanelProps = {
  orgName: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * The Invite Users popup (001 §2, §5): first name, last name, email and permission level, a table
 * of the people added, Cancel and Invite. Emails are lower-cased, a duplicate in the list is
 * ignored silently, an email already in the organisation shows the existing-email message. Each
 * person is mailed an invitation; nobody joins before accepting it.
 */
export function InviteUsersPanel({ orgName, opened, onClose }: TInviteUsersPanelProps) {
  const { t } = useTranslation();
  const roleOptions = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(ROLE_NAME_KEYS[role]) }));
  const invite = useInviteUsers();
  const form = useZodForm<TNewInvitee>({ schema: ZNewInvitee, initialValues: EMPTY });
  const [invitees, setInvitees] = useState<TNewInvitee[]>([]);
  const [isChecking, setChecking] = useState(false);
  // What a paid invitation adds a month by the organisation's status (null: billing is off).
  const subscription = billedSubscription(useSession().data?.subscription);
  const priceCents = subscription ? invitationPriceCents(subscription, true) : null;
  const isFormBlank = !form.values.firstName && !form.values.lastName && !form.values.email;

  const guard = useSubmitGuard();
  const { release } = guard;
  // The panel stays mounted between openings: each opening can send again.
  useEffect(() => {
    if (opened) release();
  }, [opened, release]);

  const handleClose = () => {
    form.reset();
    setInvitees([]);
    onClose();
  };

  /** Validates the typed person and adds them to the list; answers the list (unchanged when invalid). */
  const addTyped = async (): Promise<TNewInvitee[] | null> => {
    if (form.validate().hasErrors) return null;
    const person = ZNewInvitee.parse(form.getValues());
    if (invitees.some((i) => i.email === person.email)) {
      form.reset();
      return invitees;
    }
    setChecking(true);
    try {
      if (await isExistingEmail(person.email)) {
        form.setFieldError('email', t('people.invite.existingEmail'));
        return null;
      }
    } catch (error) {
      notifyError(error);
      return null;
    } finally {
      setChecking(false);
    }
    const next = [...invitees, person];
    setInvitees(next);
    form.setValues({ ...EMPTY, role: form.getValues().role });
    form.resetDirty();
    return next;
  };

  const handleInvite = () =>
    guard.run(async () => {
      const list = isFormBlank ? invitees : await addTyped();
      if (!list || list.length === 0) return guard.release(); // nothing was sent
      try {
        await invite.mutateAsync(list);
        notifySuccess(t('people.invite.sent'));
        handleClose();
      } catch (error) {
        reportFormError(form, error);
        throw error; // shown; rethrown so the guard lets the person try again
      }
    });

  const paidCount = invitees.filter((i) => isPaidRole(i.role)).length;
  const footer = (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={handleClose}>
        {t('people.invite.cancel')}
      </Button>
      <SubmitButton
        label={t('people.invite.submit')}
        onClick={() => void handleInvite()}
        isBusy={invite.isPending || isChecking || guard.isBusy}
        // Why Invite is disabled (issue 35: a disabled button always says why).
        blockedReason={invitees.length === 0 && isFormBlank ? t('people.invite.blocked') : null}
      />
    </Group>
  );

  return (
    <PopupPanel
      title={t('people.invite.title')}
      opened={opened}
      onClose={handleClose}
      isDirty={form.isDirty() || invitees.length > 0}
      size="xl"
      footer={footer}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('people.invite.intro', { org: endSentence(orgName) })}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void addTyped();
          }}
          noValidate
          aria-label={t('people.invite.person')}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextField
                form={form}
                name="firstName"
                label={t('people.invite.firstName')}
                maxLength={NAME_MAX_LENGTH}
                isRequired
                data-autofocus
              />
              <TextField
                form={form}
                name="lastName"
                label={t('people.invite.lastName')}
                maxLength={NAME_MAX_LENGTH}
                isRequired
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <EmailField
                form={form}
                name="email"
                label={t('people.invite.email')}
                autoComplete="off"
                isRequired
              />
              <Select
                label={t('people.invite.role')}
                data={roleOptions}
                allowDeselect={false}
                withAsterisk
                {...form.getInputProps('role')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={isChecking}
              >
                {t('people.invite.add')}
              </Button>
            </Group>
          </Stack>
        </form>
        <InviteeTable
          invitees={invitees}
          priceCents={priceCents}
          currencyCode={subscription?.currencyCode}
          onRemove={(email) => setInvitees((list) => list.filter((i) => i.email !== email))}
        />
        {subscription && priceCents !== null ? (
          <>
            <InviteCostPanel
              paidCount={paidCount}
              addedCents={paidCount * priceCents}
              currencyCode={subscription.currencyCode}
            />
            <InvitePriceNote subscription={subscription} />
          </>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('people.invite.requiredFields')}
        </Text>
      </Stack>
    </PopupPanel>
  );
}
