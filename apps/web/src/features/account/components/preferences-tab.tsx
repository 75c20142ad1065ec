import {
  HOME_PAGES,
  type THomePage,
  type TUserTheme,
  USER_THEMES,
} from '@cairn/domain/account/person-preferences';
import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { endSentence } from '@cairn/domain/common/sentence';
import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { NotificationPreferences } from '../../notifications/index.ts';
import { UsageCountingChoice } from '../../usage/index.ts';
import { useSetPersonPreference } from '../api/person-preferences-api.ts';
import { LanguageChoice } from './language-choice.tsx';
import '../texts.ts';

/** The names of the themes and of the first pages, by their ids. */
const THEME_KEYS: Record<TUserTheme, TTextKey> = {
  0: 'account.preferences.themeDefault',
  1: 'account.preferences.themeDark',
  2: 'account.preferences.themeLight',
};
const HOME_PAGE_KEYS: Record<THomePage, TTextKey> = { 0: 'shell.menu.meetings', 1: 'shell.menu.dashboard' };

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
      <UsageCountingChoice />
    </Stack>
  );
}

/** The theme and the page opened after sign-in, both kept per organisation and saved as they are picked. */
function PersonChoices({ session }: { session: TSessionAnswer }) {
  const { t } = useTranslation();
  const save = useSetPersonPreference(session.orgId ?? '');
  // Shown as picked at once; the session follows when the save is done (back on a failure).
  const [shown, setShown] = useState({ theme: session.user.theme, dashboard: session.user.dashboard });
  if (!session.org) {
    return (
      <Text size="sm" c="dimmed">
        {t('account.preferences.noOrg')}
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
        {t('account.preferences.intro', { org: endSentence(session.org.name) })}
      </Text>
      <Choice
        label={t('account.preferences.theme')}
        description={t('account.preferences.themeHint')}
        value={shown.theme}
        choices={USER_THEMES.map(({ id }) => ({ id, label: t(THEME_KEYS[id]) }))}
        onPick={pick('theme')}
      />
      <Choice
        label={t('account.preferences.home')}
        description={t('account.preferences.homeHint')}
        value={shown.dashboard}
        choices={[...HOME_PAGES].reverse().map(({ id }) => ({ id, label: t(HOME_PAGE_KEYS[id]) }))}
        onPick={pick('dashboard')}
      />
    </Stack>
  );
}
