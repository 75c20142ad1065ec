import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { LANGUAGE_NAMES, PSEUDO_LOCALE, SHIPPED_LANGUAGES } from '@cairn/domain/i18n/languages';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import '../texts.ts';

/** The select's value for "follow the browser" (the stored choice is null). */
const BROWSER = 'browser';

/**
 * The pseudo-locale is offered in development and in tests only (or once chosen), never to a team
 * in production: it is for finding texts that are not from a key and layouts that cut text off.
 */
const offersPseudoLocale = (current: string | null) => import.meta.env.DEV || current === PSEUDO_LOCALE;

/**
 * The person's language (issue 33), saved through the profile call as it is picked; each language
 * is named in itself so anyone can find theirs. The session reloads and the app follows at once.
 */
export function LanguageChoice({ session }: { session: TSessionAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const stored = session.user.localePreference;
  const [shown, setShown] = useState(stored ?? BROWSER);
  const languages: (keyof typeof LANGUAGE_NAMES)[] = [...SHIPPED_LANGUAGES];
  if (offersPseudoLocale(stored)) languages.push(PSEUDO_LOCALE);
  const data = [
    { value: BROWSER, label: t('account.language.browser') },
    ...languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
    // A drop-in language the person chose stays visible under its code.
    ...(stored && !(languages as readonly string[]).includes(stored)
      ? [{ value: stored, label: stored }]
      : []),
  ];
  const handlePick = (value: string | null) => {
    if (!value || value === shown) return;
    const before = shown;
    setShown(value);
    const { firstName, lastName } = session.user;
    update.mutate(
      { firstName, lastName, userLocale: value === BROWSER ? null : value },
      {
        // No toast: the whole app changing language is the answer, and a toast would speak the old one.
        onError: (error) => {
          setShown(before);
          notifyError(error);
        },
      },
    );
  };
  return (
    <Select
      label={t('account.language.label')}
      description={t('account.language.description')}
      data={data}
      value={shown}
      onChange={handlePick}
      allowDeselect={false}
      maw={360}
      disabled={update.isPending}
    />
  );
}
