import { HOME_PAGES, USER_THEMES } from '@cairn/domain/account/person-preferences';
import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { endSentence } from '@cairn/domain/common/sentence';
import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { NotificationPreferences } from '../../notifications/index.ts';
import { useSetPersonPreference } from '../api/person-preferences-api.ts';
import { LanguageChoice } from './language-choice.tsx';

type TChoiceProps = {
  label: string;
  description: string;
  value: number;
  choices: readonly { id: number; label: string }[];
  onPick: (value: string) => void;
};

/** One labelled choice: the label names the segmented control for assistive technology. */
function Choice({ label, description, value, choices, onPick }: TChoiceProps) {
  const labelId = useId();
  return (
    <Input.Wrapper labelProps={{ id: labelId }} label={label} description={description}>
      <SegmentedControl
        mt={6}
        aria-labelledby={labelId}
        value={String(value)}
        onChange={onPick}
        data={choices.map((choice) => ({ value: String(choice.id), label: choice.label }))}
      />
    </Input.Wrapper>
  );
}

/**
 * Manage account, Preferences (000 §2.1 sub-page): the language, which notifications reach the user, and, with
 * the flag "user preferences", the theme and the page opened after sign-in (kept per organisation).
 */
export function PreferencesTab({
  session,
  hasThemeChoices,
}: {
  session: TSessionAnswer;
  hasThemeChoices: boolean;
}) {
  return (
    <Stack gap="xl">
      <LanguageChoice session={session} />
      {hasThemeChoices ? <PersonChoices session={session} /> : null}
      <NotificationPreferences />
    </Stack>
  );
}

/** The theme and the page opened after sign-in, both kept per organisation and saved as they are picked. */
function PersonChoices({ session }: { session: TSessionAnswer }) {
  const save = useSetPersonPreference(session.orgId ?? '');
  // Shown as picked at once; the session follows when the save is done (back on a failure).
  const [shown, setShown] = useState({ theme: session.user.theme, dashboard: session.user.dashboard });
  if (!session.org) {
    return (
      <Text size="sm" c="dimmed">
        Preferences are kept per organization: join or create one to choose them.
      </Text>
    );
  }
  const pick = (name: 'theme' | 'dashboard') => (value: string) => {
    const before = shown[name];
    setShown((current) => ({ ...current, [name]: Number(value) }));
    save.mutate(
      { name, value: Number(value) },
      { onError: () => setShown((current) => ({ ...current, [name]: before })) },
    );
  };
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        For you in {endSentence(session.org.name)} Saved as you choose.
      </Text>
      <Choice
        label="Theme"
        description="Default follows your organization's colour; Dark and Light replace it for you."
        value={shown.theme}
        choices={USER_THEMES}
        onPick={pick('theme')}
      />
      <Choice
        label="After sign-in, open"
        description="Dashboard in the left menu always opens your dashboard."
        value={shown.dashboard}
        choices={[...HOME_PAGES].reverse()}
        onPick={pick('dashboard')}
      />
    </Stack>
  );
}
