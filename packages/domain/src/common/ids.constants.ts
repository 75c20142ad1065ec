/** Limits and texts of ids in paths and `?ids=` reads (docs/api.md, Conventions). */

/** How many ids a `?ids=a,b` read accepts at once. */
export const IDS_QUERY_MAX = 500;

export const ID_TEXTS = {
  invalidId: 'Invalid id',
  tooManyIds: (max: number) => `At most ${max} ids at once`,
  invalidIds: 'Every id must be a UUID, separated by commas',
} as const;
