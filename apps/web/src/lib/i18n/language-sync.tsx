import { chooseLocale } from '@cairn/domain/i18n/choose-locale';
import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import { useEffect } from 'react';
import { useSession } from '../session/session-query.ts';
import { applyLocale } from './i18n.ts';
import { setOrgTerms } from './org-terms.ts';
import { refreshTexts } from './texts.ts';

/** The browser's languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Keeps the app in the person's locale: the session's `userLocale` once signed in (their choice,
 * else the browser's), the browser's language on the signed-out pages, English without either;
 * and in the organisation's own words (`org.terms`).
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
  // The organisation's own words, as the locale: compared as text so a refetched session that
  // carries the same words does not re-render every text.
  const termsJson = JSON.stringify(session?.org?.terms ?? {});
  useEffect(() => {
    setOrgTerms(JSON.parse(termsJson) as TOrgTerms);
    refreshTexts();
  }, [termsJson]);
  return null;
}
