/**
 * The field rules of 002 §5 ("Fields") that more than one form uses: the texts, the limits and
 * the checks, so that the web's fields and the server's schemas say the same thing.
 */
export const FIELD_TEXTS = {
  invalidPhone: 'Invalid Phone Number',
  invalidUrl: 'Invalid Website URL',
} as const;

/** A text field holds at most this many characters unless its own rule says otherwise. */
export const TEXT_FIELD_MAX_LENGTH = 100;

/**
 * A phone field holds at most this many characters ("+44 (0)20 7946 0958" fits). Here, not in
 * phone.ts, so the field can know it without loading the phone metadata (decision 0014).
 */
export const PHONE_MAX_LENGTH = 25;

/** Optional http(s), a domain of labels with a top level of two or more letters, an optional path. */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}(:\d{1,5})?(\/[^\s]*)?$/i;

/** True when the text is a website address: `example.com`, `https://www.example.com/about`. */
export function isWebsiteUrl(text: string): boolean {
  return WEBSITE_PATTERN.test(text.trim());
}

/** A website address with its scheme, for a link: `example.com` -> `https://example.com`. */
export function websiteHref(text: string): string {
  const trimmed = text.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** True when the answer equals one of the values (trimmed, any case): a prompt's forbidden answers. */
export function isForbiddenAnswer(answer: string, forbidden: readonly string[]): boolean {
  const key = answer.trim().toLocaleLowerCase();
  return key !== '' && forbidden.some((value) => value.trim().toLocaleLowerCase() === key);
}

/**
 * What a text field with an allowed-character list keeps of typed or pasted text: only those
 * characters (a space only when the list has one).
 */
export function keepAllowedCharacters(text: string, allowed: string): string {
  let kept = '';
  for (const char of text) if (allowed.includes(char)) kept += char;
  return kept;
}
