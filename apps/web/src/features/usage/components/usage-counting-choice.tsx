import { Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { useSetUsageCounting, useUsageCounting } from '../api/usage-counting.ts';

/**
 * Manage account, Preferences: whether the person is counted in the instance's usage figures
 * (docs/usage.md). On unless they turn it off; turning it off also removes their counted days.
 */
export function UsageCountingChoice() {
  const { t } = useTranslation();
  const { data: counting } = useUsageCounting();
  const save = useSetUsageCounting();
  const isCounted = save.isPending ? !save.variables : counting ? !counting.isOptedOut : true;
  return (
    <Switch
      label={t('account.usage.label')}
      description={t('account.usage.hint')}
      checked={isCounted}
      disabled={!counting || save.isPending}
      onChange={(event) => save.mutate(!event.currentTarget.checked)}
    />
  );
}
