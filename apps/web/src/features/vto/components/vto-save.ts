import type { TMutationMethod } from '../../../lib/api-client.ts';
import type { TVersionOf } from '../api/use-section-save.ts';

/** Saves one section change (see useSectionSave); resolves false when it failed. */
export type TSave = (
  method: TMutationMethod,
  path: string,
  versionOf: TVersionOf,
  body?: object,
) => Promise<boolean>;
