import { ZInvitationRegisterFormValues } from '@cairn/domain/account/password-confirmation';
import type { TInvitation } from '@cairn/domain/people/invitations.schemas';
import { Button, Stack } from '@mantine/core';
import { AcceptTermsField, PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { NameFields } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useRegisterFromInvitation } from '../api/invitations.ts';
import '../texts.ts';

type TProps = {
  invitation: TInvitation;
  invitationId: string;
  invitationKey: string;
  /** Called with the organisation joined, once the account is made and signed in. */
  onJoined: (orgId: string) => void;
};

/**
 * The account form of an invitation link (issue 35 point 9): the names as the inviter typed them
 * (the invitee may correct them), a password typed twice and the terms. The link proves the
 * address, so there is no email field and no emailed code: the account is made, signed in and
 * in the organisation in one step.
 */
export function InvitationRegisterForm({ invitation, invitationId, invitationKey, onJoined }: TProps) {
  const { t } = useTranslation();
  const register = useRegisterFromInvitation(invitationId, invitationKey);
  const form = useZodForm({
    schema: ZInvitationRegisterFormValues,
    initialValues: {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  form.watch('password', () => {
    if (form.isDirty('confirmPassword')) form.validateField('confirmPassword');
  });

  const handleSubmit = form.onSubmit(async ({ firstName, lastName, password }) => {
    try {
      onJoined(await register.mutateAsync({ firstName, lastName, password, acceptTerms: true }));
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('people.join.form')}>
      <Stack gap="md">
        <NameFields form={form} />
        <PasswordField
          form={form}
          name="password"
          label={t('people.join.password')}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t('people.join.confirmPassword')}
          autoComplete="new-password"
        />
        <AcceptTermsField form={form} />
        <Button
          type="submit"
          fullWidth
          loading={register.isPending}
          disabled={!form.isValid() || register.isPending}
        >
          {t('people.join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
