import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEARCH_END_INDEX_DEFAULT, SEARCH_WINDOW_MAX } from './search.constants.ts';
import { searchRequestSchema, ZSearchFlagFilter, ZSearchTextFilter } from './search.schemas.ts';
import { searchTotals, totalPagesOf } from './search-window.ts';

const ZRequest = searchRequestSchema({
  filters: { 'text-search': ZSearchTextFilter, 'is-favorite': ZSearchFlagFilter, ids: z.array(z.uuid()) },
  sorts: ['title', 'nextDate'],
});

describe('searchRequestSchema', () => {
  it('fills the spec defaults (002 §3): startIndex 0, endIndex 100, includeTotalCount true, no status counts', () => {
    expect(ZRequest.parse({})).toEqual({
      startIndex: 0,
      endIndex: SEARCH_END_INDEX_DEFAULT,
      includeTotalCount: true,
      includeStatusCounts: false,
      filters: {},
      sorts: [],
    });
  });

  it('parses the filters it names and refuses any other', () => {
    const parsed = ZRequest.parse({ filters: { 'text-search': ['  sales '], 'is-favorite': ['false'] } });
    expect(parsed.filters).toEqual({ 'text-search': 'sales', 'is-favorite': false });
    expect(ZRequest.safeParse({ filters: { 'owner-ids': ['x'] } }).success).toBe(false);
    expect(ZRequest.safeParse({ filters: { 'is-favorite': ['yes'] } }).success).toBe(false);
    expect(ZRequest.safeParse({ filters: { 'text-search': ['a', 'b'] } }).success).toBe(false);
    expect(ZRequest.safeParse({ filters: { ids: ['not-a-uuid'] } }).success).toBe(false);
  });

  it('matches sort properties case-insensitively and refuses unknown ones', () => {
    expect(ZRequest.parse({ sorts: [{ property: 'Title' }] }).sorts).toEqual([
      { property: 'title', ascending: true },
    ]);
    expect(ZRequest.safeParse({ sorts: [{ property: 'owner', ascending: true }] }).success).toBe(false);
  });

  it('refuses a window that ends before it starts or is wider than the maximum', () => {
    expect(ZRequest.safeParse({ startIndex: 10, endIndex: 5 }).success).toBe(false);
    expect(ZRequest.safeParse({ startIndex: 0, endIndex: SEARCH_WINDOW_MAX + 1 }).success).toBe(false);
    expect(ZRequest.safeParse({ startIndex: -1 }).success).toBe(false);
    expect(ZRequest.safeParse({ startIndex: 0, endIndex: SEARCH_WINDOW_MAX }).success).toBe(true);
  });
});

describe('search totals', () => {
  it('counts pages of 25 (002 §9)', () => {
    expect(totalPagesOf(0)).toBe(0);
    expect(totalPagesOf(1)).toBe(1);
    expect(totalPagesOf(25)).toBe(1);
    expect(totalPagesOf(26)).toBe(2);
  });

  it('pages always hold every item and no empty page', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 1000 }), (count, size) => {
        const pages = totalPagesOf(count, size);
        return pages * size >= count && (pages === 0 || (pages - 1) * size < count);
      }),
    );
  });

  it('answers null totals when the caller did not ask for them', () => {
    expect(searchTotals(30, false)).toEqual({ totalCount: null, totalPages: null });
    expect(searchTotals(30, true)).toEqual({ totalCount: 30, totalPages: 2 });
  });
});
