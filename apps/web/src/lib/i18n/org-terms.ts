import { type TOrgTerms, withOrgTerms } from '@cairn/domain/i18n/org-terms';

/** The organisation's own words (issue 33, `PUT org/terms`), from the session; none signed out. */
let currentTerms: TOrgTerms = {};

/** Sets the words every text from a key follows; the caller re-renders the texts (`refreshTexts`). */
export function setOrgTerms(terms: TOrgTerms): void {
  currentTerms = terms;
}

/**
 * A key's text before its values go in, with the organisation's words in place of the language's
 * (`withOrgTerms`): the values (titles, names the team typed) are filled in after, so they never change.
 */
export function withCurrentOrgTerms(language: string, key: string, template: string): string {
  return withOrgTerms(template, language, currentTerms, key);
}
