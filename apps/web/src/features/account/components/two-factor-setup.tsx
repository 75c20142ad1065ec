import { ZTwoFactorCodeRequest, ZTwoFactorPasswordRequest } from '@cairn/domain/account/two-factor.schemas';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useStartTwoFactor } from '../api/start-two-factor.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';
import '../texts.ts';

type TSetup = { totpUri: string; secret: string; recoveryCodes: string[] };

/** The key in groups of four, as authenticator apps show it (easier to type). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-factor sign-in on: the password, then the QR code (with its key as text for an
 * app that cannot scan) and the recovery codes, then a first code from the app. Nothing is on
 * until that code is confirmed; leaving half-way leaves it off.
 */
export function TwoFactorSetup({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
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
      notifySuccess(t('account.twoFactor.turnedOn'));
      onDone?.();
    } catch (error) {
      reportFormError(codeForm, error);
    }
  });

  if (!setup) {
    return (
      <form onSubmit={handleStart} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('account.twoFactor.passwordIntro')}</Text>
          <PasswordField
            form={passwordForm}
            name="password"
            label={t('account.password.current')}
            isRequired
          />
          <Group justify="flex-end">
            <Button type="submit" loading={start.isPending}>
              {t('account.twoFactor.setUp')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('account.twoFactor.stepScan')}</Text>
      <Group justify="center">
        <QRCodeSVG value={setup.totpUri} size={180} marginSize={2} title={t('account.twoFactor.qrTitle')} />
      </Group>
      <Text size="sm">
        {t('account.twoFactor.cantScan')} <Code data-testid="totp-secret">{grouped(setup.secret)}</Code>
      </Text>
      <Text size="sm">{t('account.twoFactor.stepSave')}</Text>
      <RecoveryCodesList codes={setup.recoveryCodes} />
      <form onSubmit={handleConfirm} noValidate>
        <Stack gap="sm">
          <TwoFactorCodeField
            form={codeForm}
            name="code"
            label={t('account.twoFactor.stepCode')}
            inputMode="numeric"
            isRequired
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSetup(null)}>
              {t('account.twoFactor.cancel')}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t('account.twoFactor.turnOn')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
