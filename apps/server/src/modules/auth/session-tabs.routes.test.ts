import { SESSION_CONTEXT_HEADER } from '@cairn/domain/account/account.constants';
import { describe, expect, it } from 'vitest';
import { buildMember, buildOrg } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { injectAs } from '../../test/test-app.ts';

const { app } = useTestApp(async () => ({}));

const TAB_A = 'tab-aaaaaaaa-1';
const TAB_B = 'tab-bbbbbbbb-2';

/** A call as one tab of the session (no tab: the header is left out). */
function asTab(session: { token: string }, tab: string | null, method: 'GET' | 'PUT', url: string) {
  return injectAs(app, session, {
    method,
    url: `/api/v2${url}`,
    headers: tab ? { [SESSION_CONTEXT_HEADER]: tab } : {},
  });
}
const orgOfTab = async (session: { token: string }, tab: string | null) =>
  (await asTab(session, tab, 'GET', '/session')).json().orgId;

describe('the session context per tab (002 §3, §7)', () => {
  it('switches the organisation of the tab that asks, and only that tab', async () => {
    const owner = await buildMember(app.db);
    const { org: beta } = await buildOrg(app.db, owner.user, 'Beta Co');
    expect(await orgOfTab(owner.session, TAB_A)).toBe(owner.orgId);
    expect(await orgOfTab(owner.session, TAB_B)).toBe(owner.orgId);

    const switched = await asTab(owner.session, TAB_A, 'PUT', `/session/org/${beta.id}`);
    expect(switched.statusCode).toBe(200);
    expect(await orgOfTab(owner.session, TAB_A)).toBe(beta.id);
    // The other tab, a new tab and a caller without a tab stay where the session is.
    expect(await orgOfTab(owner.session, TAB_B)).toBe(owner.orgId);
    expect(await orgOfTab(owner.session, 'tab-new-tab-3')).toBe(owner.orgId);
    expect(await orgOfTab(owner.session, null)).toBe(owner.orgId);

    // Each tab's calls work in its own organisation: the people list of each.
    const peopleOf = async (tab: string) =>
      (await asTab(owner.session, tab, 'GET', '/people'))
        .json()
        .people.map((p: { orgId: string }) => p.orgId);
    expect(new Set(await peopleOf(TAB_A))).toEqual(new Set([beta.id]));
    expect(new Set(await peopleOf(TAB_B))).toEqual(new Set([owner.orgId]));

    // Without the header the whole session switches (today's callers), and tabs that chose keep their choice.
    await asTab(owner.session, null, 'PUT', `/session/org/${beta.id}`);
    expect(await orgOfTab(owner.session, TAB_B)).toBe(beta.id);
    await asTab(owner.session, TAB_A, 'PUT', `/session/org/${owner.orgId}`);
    expect(await orgOfTab(owner.session, TAB_A)).toBe(owner.orgId);
    expect(await orgOfTab(owner.session, null)).toBe(beta.id);
  });

  it('refuses an organisation the user is not in (404) and ignores a malformed tab id', async () => {
    const owner = await buildMember(app.db);
    const stranger = await buildMember(app.db);
    const refused = await asTab(owner.session, TAB_A, 'PUT', `/session/org/${stranger.orgId}`);
    expect(refused.statusCode).toBe(404);
    expect(await orgOfTab(owner.session, TAB_A)).toBe(owner.orgId);
    expect((await asTab(owner.session, 'bad id!', 'GET', '/session')).statusCode).toBe(200);
  });

  it('a tab row of one session is not another session’s', async () => {
    const owner = await buildMember(app.db);
    const { org: beta } = await buildOrg(app.db, owner.user, 'Gamma Co');
    await asTab(owner.session, TAB_A, 'PUT', `/session/org/${beta.id}`);
    const other = await buildMember(app.db);
    expect(await orgOfTab(other.session, TAB_A)).toBe(other.orgId);
  });
});
