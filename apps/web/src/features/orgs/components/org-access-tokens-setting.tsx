import { Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAccessTokens } from '../../account/index.ts';
import { useAllowAccessTokens } from '../api/allow-access-tokens.ts';
import '../texts.ts';

/** The Owner's switch for personal access tokens in the organisation (issue 36 point 2). */
export function OrgAccessTokensSetting({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const allow = useAllowAccessTokens(orgId);
  const isAllowed = tokens.data?.allowAccessTokens ?? true;

  const handleChange = async (checked: boolean) => {
    try {
      await allow.mutateAsync(checked);
      notifySuccess(checked ? t('orgs.accessTokens.allowed') : t('orgs.accessTokens.turnedOff'));
    } catch {
      // The app's error policy has shown the failure already.
    }
  };

  return (
    <Switch
      label={t('orgs.accessTokens.label')}
      description={t('orgs.accessTokens.description')}
      checked={isAllowed}
      disabled={allow.isPending || tokens.isPending}
      onChange={(event) => handleChange(event.currentTarget.checked)}
    />
  );
}
