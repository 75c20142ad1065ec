import { Button, Menu, Switch } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import {
  type TScorecardPreferences,
  useScorecardPreferences,
  useSetScorecardPreference,
} from '../api/scorecard-preferences.ts';
import { SCORECARD_UI_TEXTS } from './scorecard-texts.ts';

const TOGGLES: { name: keyof TScorecardPreferences; label: string }[] = [
  { name: 'reverseScorecard', label: SCORECARD_UI_TEXTS.reverse },
  { name: 'showAverage', label: SCORECARD_UI_TEXTS.showAverage },
  { name: 'showTotal', label: SCORECARD_UI_TEXTS.showTotal },
];

/** The user's grid preferences (002 §3, §7): newest first, average and total columns. */
export function ScorecardViewMenu() {
  const preferences = useScorecardPreferences();
  const setPreference = useSetScorecardPreference();
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconAdjustments size={16} aria-hidden />}>
          {SCORECARD_UI_TEXTS.preferences}
        </Button>
      </Menu.Target>
      <Menu.Dropdown p="sm">
        {TOGGLES.map((toggle) => (
          <Switch
            key={toggle.name}
            label={toggle.label}
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
