import type { THeadlineSearchRequest } from '@cairn/domain/headlines/headlines.schemas';
import { asc } from 'drizzle-orm';
import { headlines } from '../../db/schema/index.ts';
import { headlinePolicy } from '../../policies/headlines.ts';
import type { TItemDeps, TItemRow } from '../traction-items/index.ts';
import { createItemKit, itemFilters, itemSorts, type TItemSearchColumns } from '../traction-items/index.ts';

export type THeadlineRow = TItemRow<typeof headlines>;
type THeadlineSortProperty = THeadlineSearchRequest['sorts'][number]['property'];
export type TNewHeadline = typeof headlines.$inferInsert;

/**
 * The shared item machinery bound to the `headlines` table: seen by its owner and by those who
 * see its meeting; lists are oldest first; a creation records where it was cascaded from.
 */
export function createHeadlineKit(deps: TItemDeps) {
  return createItemKit(deps, {
    entityType: 'headline',
    table: headlines,
    policy: headlinePolicy,
    listOrder: [asc(headlines.createdAt), asc(headlines.id)],
    searchColumns: () => headlineSearchColumns,
    createdData: (row) => ({ meetingId: row.meetingId, cascadedFromHeadlineId: row.cascadedFromHeadlineId }),
  });
}

/** `POST headlines/search`: each filter of ZHeadlineSearchRequest as SQL; without sorts, oldest first. */
const headlineSearchColumns: TItemSearchColumns<THeadlineSearchRequest['filters'], THeadlineSortProperty> = {
  filters: itemFilters(headlines),
  sorts: itemSorts(headlines),
  defaultSorts: [{ property: 'createdAt', ascending: true }],
};
