import { assignableOwnerIds, type TAssigner } from '@cairn/domain/items/item-access';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';
import { formatPersonName } from '../../lib/person-name.ts';

/** Which people a picker offers (002 §5 person search: candidates, excluded ids, licence, role; 000 §6). */
export type TPersonFilter = {
  /** Only these people (e.g. a meeting's invitees); all of the organisation when absent. */
  candidateIds?: readonly string[];
  /** Never offered (e.g. owners already chosen elsewhere). */
  excludedIds?: readonly string[];
  /** Only people with a paid licence. */
  hasLicense?: boolean;
  /** Only people with one of these roles (e.g. who may own a meeting). */
  roles?: readonly TRole[];
  /** For owner pickers: who assigns, and the item's current owner (null for a new item). */
  assigner?: TAssigner | null;
  currentOwnerId?: string | null;
};

/**
 * The select options of the people a picker offers, in the server's order (last, first name).
 * `people` come from `POST people/search`, which applied the excluded ids, licence and roles
 * (picker-people-query.ts); this keeps the candidates and applies who may assign whom.
 */
export function personOptions(
  people: readonly TPerson[],
  filter: Pick<TPersonFilter, 'candidateIds' | 'assigner' | 'currentOwnerId'>,
) {
  const candidateSet = filter.candidateIds ? new Set(filter.candidateIds) : null;
  let offered = candidateSet ? people.filter((p) => candidateSet.has(p.id)) : [...people];
  if (filter.assigner) {
    const allowed = new Set(
      assignableOwnerIds(
        filter.assigner,
        offered.map((p) => p.id),
        filter.currentOwnerId ?? null,
      ),
    );
    offered = offered.filter((p) => allowed.has(p.id));
  }
  return offered.map((p) => ({ value: p.id, label: formatPersonName(p) }));
}
