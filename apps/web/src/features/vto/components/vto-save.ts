import type { TEndpoint } from '@cairn/domain/common/endpoint';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';

/** Picks a section's current version out of the cached revision. */
export type TVersionOf = (revision: TVtoRevision) => number;

/** A V/TO call under a revision's path: a section, an entry of one (`entryId`) or the revision. */
export type TRevisionEndpoint = TEndpoint & { method: 'POST' | 'PUT' | 'DELETE' };

/** What a save sends besides the revision and the version: the entry it changes and the fields. */
export type TSaveInput = { entryId?: string; body?: object };

/** Saves one section change (see useSectionSave); resolves false when it failed. */
export type TSave = (
  endpoint: TRevisionEndpoint,
  versionOf: TVersionOf,
  input?: TSaveInput,
) => Promise<boolean>;
