import { Switch } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAccessTokens } from '../../account/index.ts';
import { useAllowAccessTokens } from '../api/allow-access-tokens.ts';

/** The Owner's switch for personal access tokens in the organisation (issue 36 point 2). */
export function OrgAccessTokensSetting({ orgId }: { orgId: string }) {
  const tokens = useAccessTokens();
  const allow = useAllowAccessTokens(orgId);
  const isAllowed = tokens.data?.allowAccessTokens ?? true;

  const handleChange = async (checked: boolean) => {
    try {
      await allow.mutateAsync(checked);
      notifySuccess(checked ? 'Access tokens work again.' : 'Access tokens are turned off.');
    } catch {
      // The app's error policy has shown the failure already.
    }
  };

  return (
    <Switch
      label="Allow personal access tokens"
      description="Off, every token of this organization stops working and no new ones can be made."
      checked={isAllowed}
      disabled={allow.isPending || tokens.isPending}
      onChange={(event) => handleChange(event.currentTarget.checked)}
    />
  );
}
