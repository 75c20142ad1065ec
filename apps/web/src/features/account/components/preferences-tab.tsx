import { HOME_PAGES, USER_THEMES } from '@cairn/domain/account/person-preferences';
import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useSetPersonPreference } from '../api/person-preferences-api.ts';

/**
 * Manage account, Preferences (000 §2.1 sub-page, flag "user preferences"): the theme and the page
 * opened after sign-in, both kept per organisation and saved as they are picked.
 */
export function PreferencesTab({ session }: { session: TSessionAnswer }) {
  const themeId = useId();
  const homeId = useId();
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
        For you in {session.org.name}. Saved as you choose.
      </Text>
      <Input.Wrapper
        labelProps={{ id: `${themeId}-label` }}
        label="Theme"
        description="Default follows your organization's colour; Dark and Light replace it for you."
      >
        <SegmentedControl
          mt={6}
          aria-labelledby={`${themeId}-label`}
          value={String(shown.theme)}
          onChange={pick('theme')}
          data={USER_THEMES.map((theme) => ({ value: String(theme.id), label: theme.label }))}
        />
      </Input.Wrapper>
      <Input.Wrapper
        labelProps={{ id: `${homeId}-label` }}
        label="After sign-in, open"
        description="Dashboard in the left menu always opens your dashboard."
      >
        <SegmentedControl
          mt={6}
          aria-labelledby={`${homeId}-label`}
          value={String(shown.dashboard)}
          onChange={pick('dashboard')}
          data={[...HOME_PAGES].reverse().map((page) => ({ value: String(page.id), label: page.label }))}
        />
      </Input.Wrapper>
    </Stack>
  );
}
