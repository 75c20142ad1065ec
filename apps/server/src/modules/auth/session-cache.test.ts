import { describe, expect, it } from 'vitest';
import { createSessionCache, ORG_NONE_TTL_MS, SESSION_CACHE_TTL_MS } from './session-cache.ts';
import type { TSessionContext } from './session-context.repository.ts';

const HOUR_MS = 3_600_000;

function contextOf(userId: string, orgIds: string[], expiresAt = new Date(Date.now() + HOUR_MS)) {
  return {
    session: { id: `session-${userId}`, userId, activeOrgId: null, expiresAt },
    user: { id: userId },
    memberships: orgIds.map((orgId) => ({ orgId })),
  } as unknown as TSessionContext;
}

/** A loader that counts its calls and answers `context`. */
function loader(context: TSessionContext | null) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count++;
    return context;
  };
  return { calls, load };
}

describe('the session cache', () => {
  it('asks the database once within its lifetime, again after it', async () => {
    let now = 1_000;
    const cache = createSessionCache(() => now);
    const { calls, load } = loader(contextOf('u1', ['o1']));
    await cache.get('token', null, load);
    await cache.get('token', null, load);
    expect(calls.count).toBe(1);
    now += SESSION_CACHE_TTL_MS + 1;
    await cache.get('token', null, load);
    expect(calls.count).toBe(2);
  });

  it('keeps each tab of a session apart, and never keeps an unknown token', async () => {
    const cache = createSessionCache();
    const tab = loader(contextOf('u1', ['o1']));
    const other = loader(contextOf('u1', ['o2']));
    await cache.get('token', 'tab-a', tab.load);
    expect((await cache.get('token', 'tab-b', other.load))?.memberships[0]?.orgId).toBe('o2');
    const missing = loader(null);
    await cache.get('gone', null, missing.load);
    await cache.get('gone', null, missing.load);
    expect(missing.calls.count).toBe(2);
  });

  it('forgets the contexts of the users and organisations a change names, and only those', async () => {
    const cache = createSessionCache();
    const ann = loader(contextOf('ann', ['acme']));
    const bob = loader(contextOf('bob', ['globex']));
    const cid = loader(contextOf('cid', ['initech']));
    const readAll = async () => {
      for (const [token, { load }] of [
        ['a', ann],
        ['b', bob],
        ['c', cid],
      ] as const)
        await cache.get(token, null, load);
    };
    await readAll();
    cache.invalidate({ userIds: ['ann'], orgIds: ['globex'] });
    await readAll();
    expect([ann.calls.count, bob.calls.count, cid.calls.count]).toEqual([2, 2, 1]);
  });

  it('does not keep a context read while a change was being made', async () => {
    const cache = createSessionCache();
    let release = () => {};
    const slow = {
      count: 0,
      load: () =>
        new Promise<TSessionContext>((resolve) => {
          slow.count++;
          release = () => resolve(contextOf('ann', ['acme']));
        }),
    };
    const reading = cache.get('a', null, slow.load);
    cache.invalidate({ orgIds: ['acme'] });
    release();
    await reading;
    const again = cache.get('a', null, slow.load);
    release();
    await again;
    expect(slow.count).toBe(2);
  });

  it('does not answer a session past its expiry from the cache', async () => {
    let now = Date.now();
    const cache = createSessionCache(() => now);
    const { calls, load } = loader(contextOf('ann', ['acme'], new Date(now + 1_000)));
    await cache.get('a', null, load);
    now += 1_001;
    await cache.get('a', null, load);
    expect(calls.count).toBe(2);
  });

  it("remembers what an organisation has none of until a change to it, on this node's word or another's", () => {
    let now = 1_000;
    const { orgNone, invalidate, clear } = createSessionCache(() => now);
    orgNone.remember('o1', 'webhooks', orgNone.mark());
    expect(orgNone.has('o1', 'webhooks')).toBe(true);
    expect(orgNone.has('o2', 'webhooks')).toBe(false);
    invalidate({ userIds: ['u1'] });
    expect(orgNone.has('o1', 'webhooks')).toBe(true);
    invalidate({ orgIds: ['o1'] });
    expect(orgNone.has('o1', 'webhooks')).toBe(false);

    orgNone.remember('o1', 'webhooks', orgNone.mark());
    clear();
    expect(orgNone.has('o1', 'webhooks')).toBe(false);

    orgNone.remember('o1', 'webhooks', orgNone.mark());
    now += ORG_NONE_TTL_MS + 1;
    expect(orgNone.has('o1', 'webhooks')).toBe(false);
  });

  it("keeps a value read of an organisation until a change to it, on this node's word or another's", () => {
    let now = 1_000;
    const { orgValue, orgNone, invalidate, clear } = createSessionCache(() => now);
    const words = { todo: { singular: 'Action', plural: 'Actions' } };
    expect(orgValue.get('o1', 'terms')).toBeUndefined();
    orgValue.remember('o1', 'terms', words, orgValue.mark());
    expect(orgValue.get('o1', 'terms')).toEqual(words);
    expect(orgValue.get('o2', 'terms')).toBeUndefined();
    // A value is not an absence: the two kinds of memory do not answer for each other.
    expect(orgNone.has('o1', 'terms')).toBe(false);
    invalidate({ userIds: ['u1'] });
    expect(orgValue.get('o1', 'terms')).toEqual(words);
    invalidate({ orgIds: ['o1'] });
    expect(orgValue.get('o1', 'terms')).toBeUndefined();

    orgValue.remember('o1', 'terms', words, orgValue.mark());
    clear();
    expect(orgValue.get('o1', 'terms')).toBeUndefined();

    orgValue.remember('o1', 'terms', words, orgValue.mark());
    now += ORG_NONE_TTL_MS + 1;
    expect(orgValue.get('o1', 'terms')).toBeUndefined();

    const mark = orgValue.mark();
    invalidate({ orgIds: ['o2'] });
    orgValue.remember('o1', 'terms', words, mark);
    expect(orgValue.get('o1', 'terms')).toBeUndefined();
  });

  it('does not remember a read that an invalidation overtook (it may have read the old rows)', () => {
    const { orgNone, invalidate } = createSessionCache();
    const mark = orgNone.mark();
    invalidate({ orgIds: ['o2'] });
    orgNone.remember('o1', 'webhooks', mark);
    expect(orgNone.has('o1', 'webhooks')).toBe(false);
  });
});
