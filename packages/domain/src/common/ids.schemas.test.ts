import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDS_QUERY_MAX } from './ids.constants.ts';
import { ZIdParam, ZIdsQuery } from './ids.schemas.ts';

describe('ZIdsQuery (?ids=a,b)', () => {
  it('absent means no filter, empty means none', () => {
    expect(ZIdsQuery.parse({}).ids).toBeUndefined();
    expect(ZIdsQuery.parse({ ids: '' }).ids).toEqual([]);
  });

  it('splits, trims, lower-cases and de-duplicates', () => {
    const a = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
    const b = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
    expect(ZIdsQuery.parse({ ids: ` ${a} ,${b},,${a.toLowerCase()}` }).ids).toEqual([a.toLowerCase(), b]);
  });

  it('refuses anything that is not a UUID, and too many ids', () => {
    expect(ZIdsQuery.safeParse({ ids: 'abc' }).success).toBe(false);
    expect(ZIdsQuery.safeParse({ ids: "1' or 1=1" }).success).toBe(false);
    const many = Array.from(
      { length: IDS_QUERY_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(ZIdsQuery.safeParse({ ids: many.join(',') }).success).toBe(false);
  });

  it('any list of UUIDs round-trips as a set', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid({ version: 4 }), { maxLength: 50 }), (ids) => {
        const parsed = ZIdsQuery.parse({ ids: ids.join(',') }).ids ?? [];
        return parsed.length === new Set(ids).size && ids.every((id) => parsed.includes(id.toLowerCase()));
      }),
    );
  });
});

describe('ZIdParam', () => {
  it('a path id must be a UUID', () => {
    expect(ZIdParam.safeParse({ id: 'not-an-id' }).success).toBe(false);
    expect(ZIdParam.safeParse({ id: '6ba7b810-9dad-41d1-80b4-00c04fd430c8' }).success).toBe(true);
  });
});
