import type { THeadlineSearchRequest } from '@cairn/domain/headlines/headlines.schemas';
import { inArray, sql } from 'drizzle-orm';
import { headlines } from '../../db/schema/index.ts';
import { createItemKit } from '../traction-items/item-kit.ts';
import { inListFilter, type TItemSearchColumns, textFilter } from '../traction-items/item-search.ts';
import type { TItemDeps, TItemRow } from '../traction-items/item-types.ts';
import { visibleItemSql } from '../traction-items/item-visibility.ts';

export type THeadlineRow = TItemRow<typeof headlines>;
export type TNewHeadline = typeof headlines.$inferInsert;
type THeadlineSortProperty = THeadlineSearchRequest['sorts'][number]['property'];

/** The shared item machinery bound to the `headlines` table: seen by its owner and by those who see its meeting. */
export function createHeadlineKit(deps: TItemDeps) {
  return createItemKit(deps, {
    entityType: 'headline',
    noun: 'headline',
    table: headlines,
    visibleTo: (actor) =>
      visibleItemSql(actor, { owner: headlines.ownerPersonId, meeting: headlines.meetingId }),
  });
}

export type THeadlineKit = ReturnType<typeof createHeadlineKit>;

/** `POST headlines/search`: each filter of ZHeadlineSearchRequest as SQL; without sorts, oldest first. */
export const headlineSearchColumns: TItemSearchColumns<
  THeadlineSearchRequest['filters'],
  THeadlineSortProperty
> = {
  filters: {
    'traction-ids': inListFilter(headlines.meetingId),
    'owner-ids': inListFilter(headlines.ownerPersonId),
    status: (statuses) => inArray(headlines.status, statuses),
    'text-search': textFilter(headlines.title),
  },
  sorts: { createdAt: headlines.createdAt, title: sql`lower(${headlines.title})` },
  defaultSorts: [{ property: 'createdAt', ascending: true }],
};
