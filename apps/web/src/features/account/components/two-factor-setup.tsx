import { ZTwoFactorCodeRequest, ZTwoFactorPasswordRequest } from '@cairn/domain/account/two-factor.schemas';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useStartTwoFactor } from '../api/start-two-factor.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';

type TSetup = { totpUri: string; secret: string; recoveryCodes: string[] };

/** The key in groups of four, as authenticator apps show it (easier to type). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-factor sign-in on: the password, then the QR code (with its key as text for an
 * app that cannot scan) and the recovery codes, then a first code from the app. Nothing is on
 * until that code is confirmed; leaving half-way leaves it off.
 */
export function TwoFactorSetup({ onDone }: { onDone?: () => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TSetup | null>(null);
  const passwordForm = useZodForm({ schema: ZTwoFactorPasswordRequest, initialValues: { password: '' } });
  const codeForm = useZodForm({ schema: ZTwoFactorCodeRequest, initialValues: { code: '' } });

  const handleStart = passwordForm.onSubmit(async (values) => {
    try {
      setSetup(await start.mutateAsync(values));
      passwordForm.reset();
    } catch (error) {
      reportFormError(passwordForm, error);
    }
  });

  const handleConfirm = codeForm.onSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      notifySuccess('Two-factor sign-in is on. Sign-in will ask for a code from your app.');
      onDone?.();
    } catch (error) {
      reportFormError(codeForm, error);
    }
  });

  if (!setup) {
    return (
      <form onSubmit={handleStart} noValidate>
        <Stack gap="sm">
          <Text size="sm">Enter your password to set up an authenticator app.</Text>
          <PasswordField form={passwordForm} name="password" label="Current password" isRequired />
          <Group justify="flex-end">
            <Button type="submit" loading={start.isPending}>
              Set up two-factor sign-in
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft
        Authenticator, 1Password or Aegis).
      </Text>
      <Group justify="center">
        <QRCodeSVG
          value={setup.totpUri}
          size={180}
          marginSize={2}
          title="QR code for your authenticator app"
        />
      </Group>
      <Text size="sm">
        Can’t scan it? Enter this key in the app:{' '}
        <Code data-testid="totp-secret">{grouped(setup.secret)}</Code>
      </Text>
      <Text size="sm">2. Save your recovery codes.</Text>
      <RecoveryCodesList codes={setup.recoveryCodes} />
      <form onSubmit={handleConfirm} noValidate>
        <Stack gap="sm">
          <TwoFactorCodeField
            form={codeForm}
            name="code"
            label="3. Enter the 6-digit code the app shows"
            inputMode="numeric"
            isRequired
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSetup(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              Turn on
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
