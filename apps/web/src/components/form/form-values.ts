/**
 * Helpers every item form shares: how an empty pick reads, and where a list field's message
 * is (the server names `ownerIds.0`, the form names `ownerIds`).
 */

/** An empty pick ('' or null) reads as missing, so it says "Required" rather than "Invalid id". */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The first message of a list field (`ownerIds` or `ownerIds.0` from the server). */
export function listFieldError(errors: Record<string, unknown>, field: string): string | undefined {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? String(errors[key]) : undefined;
}
