/**
 * Ends a sentence that closes with a name: adds the full stop unless the name already ends in
 * one (or in ! ? …), so "join Acme Outdoor Co." does not read "Co.." (issue 35).
 */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`;
}
