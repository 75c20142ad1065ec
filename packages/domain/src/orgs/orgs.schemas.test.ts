import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDS_QUERY_MAX } from './orgs.constants.ts';
import {
  ZAddMemberRequest,
  ZChangeRoleRequest,
  ZIdParam,
  ZIdsQuery,
  ZUpdateOrgRequest,
} from './orgs.schemas.ts';

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

describe('request schemas', () => {
  it('a path id must be a UUID', () => {
    expect(ZIdParam.safeParse({ id: 'not-an-id' }).success).toBe(false);
    expect(ZIdParam.safeParse({ id: '6ba7b810-9dad-41d1-80b4-00c04fd430c8' }).success).toBe(true);
  });

  it('add-member lower-cases the email and refuses Owner and Implementer', () => {
    const base = { firstName: ' Ann ', lastName: 'Lee', email: 'Ann@Example.COM', role: 'Member' };
    expect(ZAddMemberRequest.parse(base)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      role: 'Member',
    });
    expect(ZAddMemberRequest.safeParse({ ...base, role: 'Owner' }).success).toBe(false);
    expect(ZAddMemberRequest.safeParse({ ...base, role: 'Implementer' }).success).toBe(false);
    expect(ZAddMemberRequest.safeParse({ ...base, email: 'ann@example' }).success).toBe(false);
  });

  it('a role change cannot make an Owner', () => {
    expect(ZChangeRoleRequest.safeParse({ role: 'Owner' }).success).toBe(false);
    expect(ZChangeRoleRequest.safeParse({ role: 'Observer', version: 2 }).success).toBe(true);
  });

  it('an org update needs a known theme colour and a version', () => {
    expect(ZUpdateOrgRequest.safeParse({ name: 'A', themeColor: '#ff7900', version: 0 }).success).toBe(true);
    expect(ZUpdateOrgRequest.safeParse({ name: 'A', themeColor: 'red', version: 0 }).success).toBe(false);
    expect(ZUpdateOrgRequest.safeParse({ name: '  ', themeColor: '#ff7900', version: 0 }).success).toBe(
      false,
    );
    expect(ZUpdateOrgRequest.safeParse({ name: 'A', themeColor: '#ff7900' }).success).toBe(false);
  });
});
