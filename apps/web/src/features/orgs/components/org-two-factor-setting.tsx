import { Alert, Anchor, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRequireTwoFactor } from '../api/require-two-factor.ts';
import '../texts.ts';

export type TOrgTwoFactorSettingProps = {
  orgId: string;
  isRequired: boolean;
  /** The Owner's own user id (their Manage account popup sets up two-factor). */
  userId: string;
  /** Whether the Owner has two-factor sign-in on (needed before requiring it). */
  hasTwoFactor: boolean;
};

/**
 * The Owner's "Require two-factor sign-in" switch. Members without it are led to set it up at
 * their next step in the organisation. The Owner must have it on first: otherwise the switch
 * explains so (the server refuses with 422 too).
 */
export function OrgTwoFactorSetting({ orgId, isRequired, userId, hasTwoFactor }: TOrgTwoFactorSettingProps) {
  const { t } = useTranslation();
  const requireIt = useRequireTwoFactor(orgId);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleChange = async (checked: boolean) => {
    setRefusal(null);
    try {
      await requireIt.mutateAsync(checked);
      notifySuccess(checked ? t('orgs.twoFactor.required') : t('orgs.twoFactor.notRequired'));
    } catch (error) {
      const onField = isApiError(error)
        ? error.messages.find((m) => m.field === 'requireTwoFactor')
        : undefined;
      if (onField) setRefusal(onField.text);
      else notifyError(error);
    }
  };

  return (
    <SettingsSection title={t('orgs.twoFactor.title')} headingOrder={2} gap="xs">
      <Switch
        label={t('orgs.twoFactor.label')}
        description={t('orgs.twoFactor.description')}
        checked={isRequired}
        disabled={requireIt.isPending}
        onChange={(event) => handleChange(event.currentTarget.checked)}
        error={refusal ?? undefined}
      />
      {!hasTwoFactor && !isRequired ? (
        <Alert variant="light" color="blue">
          <Text size="sm">
            <Trans
              i18nKey="orgs.twoFactor.ownFirst"
              components={{ link: <Anchor component={Link} to={`/user/detail/${userId}/security`} /> }}
            />
          </Text>
        </Alert>
      ) : null}
    </SettingsSection>
  );
}
