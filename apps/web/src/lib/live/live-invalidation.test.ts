import type { TEntityEvent } from '@cairn/domain/realtime/events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateForEntityEvent, itemQueryMayHold } from './live-invalidation.ts';

const event: TEntityEvent = {
  entityId: 'todo-1',
  type: 'todo',
  orgId: 'org-1',
  meetingIds: ['meeting-a'],
  personIds: ['olivia'],
};

const search = (filters: Record<string, string[]>) => ['todo', 'search', { startIndex: 0, filters }] as const;

describe('itemQueryMayHold', () => {
  it("refreshes the lists of the item's meeting and owner, and lists with no such filter", () => {
    expect(itemQueryMayHold(search({ 'traction-ids': ['meeting-a'] }), event)).toBe(true);
    expect(itemQueryMayHold(search({ 'owner-ids': ['olivia'] }), event)).toBe(true);
    expect(itemQueryMayHold(search({ status: ['Pending'] }), event)).toBe(true);
  });

  it("leaves other meetings' and other owners' lists alone", () => {
    expect(itemQueryMayHold(search({ 'traction-ids': ['meeting-b'] }), event)).toBe(false);
    expect(itemQueryMayHold(search({ 'owner-ids': ['carl'] }), event)).toBe(false);
  });

  it('refreshes every list when the event does not say where the item is', () => {
    const bare: TEntityEvent = { entityId: 'todo-1', type: 'todo', orgId: 'org-1' };
    expect(itemQueryMayHold(search({ 'traction-ids': ['meeting-b'], 'owner-ids': ['carl'] }), bare)).toBe(
      true,
    );
  });

  it('refreshes the item itself and by-ids lists naming it, not other items', () => {
    expect(itemQueryMayHold(['todo', 'todo-1'], event)).toBe(true);
    expect(itemQueryMayHold(['todo', 'todo-2'], event)).toBe(false);
    expect(itemQueryMayHold(['todo', 'ids', ['todo-2', 'todo-1']], event)).toBe(true);
    expect(itemQueryMayHold(['todo', 'ids', ['todo-2']], event)).toBe(false);
    // Derived queries (a rock's delegation chain) are refreshed by any event of the type.
    expect(itemQueryMayHold(['rock', 'rock-9', 'delegates'], { ...event, type: 'rock' })).toBe(true);
  });
});

describe('invalidateForEntityEvent', () => {
  it("marks stale only the to-do queries that can hold the changed to-do, and every meeting query on a series' change", async () => {
    const client = new QueryClient();
    const keys = [
      search({ 'traction-ids': ['meeting-a'] }),
      search({ 'traction-ids': ['meeting-b'] }),
      ['todo', 'todo-2'],
      ['meeting', 'meeting-a'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateForEntityEvent(client, event);
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([keys[0]]);
    await invalidateForEntityEvent(client, { entityId: 'meeting-a', type: 'meetingThread', orgId: 'org-1' });
    expect(client.getQueryState(['meeting', 'meeting-a'])?.isInvalidated).toBe(true);
  });
});
