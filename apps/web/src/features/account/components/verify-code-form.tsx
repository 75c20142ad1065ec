import { VERIFICATION_CODE_LENGTH } from '@cairn/domain/account/account.constants';
import { ZVerificationVerifyRequest } from '@cairn/domain/account/account.schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateVerificationCode } from '../api/create-verification-code.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';

const ZCodeForm = ZVerificationVerifyRequest.pick({ verificationCode: true });

/** Letters and digits: a pasted code loses its spaces, a typed space does nothing (002 §5). */
const CODE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type TVerifyCodeFormProps = {
  /** The address the code was sent to. */
  email: string;
  /** Called once the code was right and the session is signed in. */
  onVerified: () => void;
};

/**
 * The code step of registration: the 6-character code from the email, 'Provided verification
 * code is invalid.' on a wrong one, and a button that sends a new code. A right code signs in.
 */
export function VerifyCodeForm({ email, onVerified }: TVerifyCodeFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyEmailCode();
  const sendCode = useCreateVerificationCode();
  const form = useZodForm({ schema: ZCodeForm, initialValues: { verificationCode: '' } });

  const handleSubmit = form.onSubmit(async ({ verificationCode }) => {
    try {
      await verify.mutateAsync({ email, verificationCode: verificationCode.trim() });
      onVerified();
    } catch (error) {
      reportFormError(form, error);
    }
  });

  const handleSendCode = async () => {
    try {
      await sendCode.mutateAsync(email);
      form.reset();
      notifySuccess(t('auth.code.sentAgain', { email }));
    } catch {
      // The app's error policy has shown the failure already.
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans
            i18nKey="auth.code.intro"
            values={{ length: VERIFICATION_CODE_LENGTH, email }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <TextField
          form={form}
          name="verificationCode"
          label={t('auth.code.label')}
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="characters"
          spellCheck={false}
          allowedCharacters={CODE_CHARACTERS}
          maxLength={VERIFICATION_CODE_LENGTH}
          data-autofocus
          autoFocus
          styles={{ input: { letterSpacing: '0.3em', fontSize: 'var(--mantine-font-size-lg)' } }}
        />
        <Button
          type="submit"
          fullWidth
          loading={verify.isPending}
          disabled={!form.isValid() || verify.isPending}
        >
          {t('auth.code.submit')}
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            {t('auth.code.noEmail')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={handleSendCode} loading={sendCode.isPending}>
            {t('auth.code.sendNew')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
