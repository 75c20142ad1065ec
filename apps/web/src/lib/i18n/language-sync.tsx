import { chooseLocale } from '@cairn/domain/i18n/choose-locale';
import { useEffect } from 'react';
import { useSession } from '../session/session-query.ts';
import { applyLocale } from './i18n.ts';

/** The browser's languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Keeps the app in the person's locale: the session's `userLocale` once signed in (their choice,
 * else the browser's), the browser's language on the signed-out pages, English without either.
 */
export function LanguageSync() {
  const { data: session, isPending } = useSession();
  const sessionLocale = session?.user.userLocale;
  useEffect(() => {
    if (isPending) return;
    void applyLocale(
      sessionLocale ?? chooseLocale({ preference: null, browserLanguages: browserLanguages() }),
    );
  }, [sessionLocale, isPending]);
  return null;
}
