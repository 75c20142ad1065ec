import {
  ZTwoFactorDisableRequest,
  ZTwoFactorPasswordRequest,
} from '@cairn/domain/account/two-factor.schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useNewRecoveryCodes } from '../api/new-recovery-codes.ts';
import { useTurnOffTwoFactor } from '../api/turn-off-two-factor.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';
import '../texts.ts';

type TMode = 'idle' | 'codes' | 'off';

/** Two-factor sign-in is on: new recovery codes (password), or turning it off (password and a code). */
export function TwoFactorManage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TMode>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useNewRecoveryCodes();
  const turnOff = useTurnOffTwoFactor();
  const codesForm = useZodForm({ schema: ZTwoFactorPasswordRequest, initialValues: { password: '' } });
  const offForm = useZodForm({ schema: ZTwoFactorDisableRequest, initialValues: { password: '', code: '' } });

  const handleCodes = codesForm.onSubmit(async (values) => {
    try {
      setCodes((await regenerate.mutateAsync(values)).recoveryCodes);
      codesForm.reset();
      setMode('idle');
    } catch (error) {
      reportFormError(codesForm, error);
    }
  });

  const handleOff = offForm.onSubmit(async (values) => {
    try {
      await turnOff.mutateAsync(values);
      notifySuccess(t('account.twoFactor.turnedOff'));
    } catch (error) {
      reportFormError(offForm, error);
    }
  });

  return (
    <Stack gap="sm">
      {codes ? <RecoveryCodesList codes={codes} /> : null}
      {mode === 'idle' ? (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setMode('codes')}>
            {t('account.twoFactor.newCodes')}
          </Button>
          <Button variant="default" color="red" onClick={() => setMode('off')}>
            {t('account.twoFactor.turnOff')}
          </Button>
        </Group>
      ) : null}
      {mode === 'codes' ? (
        <form onSubmit={handleCodes} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('account.twoFactor.newCodesHint')}</Text>
            <PasswordField
              form={codesForm}
              name="password"
              label={t('account.password.current')}
              isRequired
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMode('idle')}>
                {t('account.twoFactor.cancel')}
              </Button>
              <Button type="submit" loading={regenerate.isPending}>
                {t('account.twoFactor.makeCodes')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {mode === 'off' ? (
        <form onSubmit={handleOff} noValidate>
          <Stack gap="sm">
            <PasswordField form={offForm} name="password" label={t('account.password.current')} isRequired />
            <TwoFactorCodeField
              form={offForm}
              name="code"
              label={t('account.twoFactor.offCode')}
              isRequired
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMode('idle')}>
                {t('account.twoFactor.cancel')}
              </Button>
              <Button type="submit" color="red" loading={turnOff.isPending}>
                {t('account.twoFactor.turnOffSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
