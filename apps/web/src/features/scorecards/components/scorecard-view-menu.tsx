import { Button, Menu, Switch } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  type TScorecardPreferences,
  useScorecardPreferences,
  useSetScorecardPreference,
} from '../api/scorecard-preferences.ts';
import '../texts.ts';

const TOGGLES: { name: keyof TScorecardPreferences; label: TTextKey }[] = [
  { name: 'reverseScorecard', label: 'scorecard.view.reverse' },
  { name: 'showAverage', label: 'scorecard.view.showAverage' },
  { name: 'showTotal', label: 'scorecard.view.showTotal' },
];

/**
 * The user's grid preferences (002 §3, §7): newest first, average and total columns. `withIcon`
 * false on a phone, where every element of the meeting page's toolbar counts.
 */
export function ScorecardViewMenu({ withIcon = true }: { withIcon?: boolean }) {
  const { t } = useTranslation();
  const preferences = useScorecardPreferences();
  const setPreference = useSetScorecardPreference();
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={withIcon ? <IconAdjustments size={16} aria-hidden /> : undefined}
        >
          {t('scorecard.view.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown p="sm">
        {TOGGLES.map((toggle) => (
          <Switch
            key={toggle.name}
            label={t(toggle.label)}
            checked={preferences[toggle.name]}
            onChange={(event) =>
              setPreference.mutate({ name: toggle.name, isOn: event.currentTarget.checked })
            }
            py={6}
          />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
