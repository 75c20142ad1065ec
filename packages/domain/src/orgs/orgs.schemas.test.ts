import { describe, expect, it } from 'vitest';
import { ZUpdateOrgRequest } from './org-settings.schemas.ts';
import { ZAddMemberRequest, ZChangeRoleRequest } from './orgs.schemas.ts';

describe('request schemas', () => {
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
