import { describe, expect, it } from 'vitest';
import { entityEventRooms } from './live-event-map.ts';

const orgId = 'o1';

describe('entityEventRooms', () => {
  it('sends a reader-scoped row to its readers, the organisation when they are everyone, nobody when none are named', () => {
    const chart = { entityId: 'c1', type: 'ac', orgId } as const;
    expect(entityEventRooms(chart, ['p1', 'p2'])).toEqual(['person:p1', 'person:p2']);
    expect(entityEventRooms(chart, 'org')).toEqual(['org:o1']);
    expect(entityEventRooms(chart)).toEqual([]);
    expect(entityEventRooms({ entityId: 's1', type: 'seat', orgId }, [])).toEqual([]);
  });

  it('keeps organisation-wide types in the organisation room and meeting-scoped ones in their meetings', () => {
    expect(entityEventRooms({ entityId: 'p9', type: 'person', orgId }, ['p1'])).toEqual(['org:o1']);
    expect(entityEventRooms({ entityId: 't1', type: 'todo', orgId, meetingIds: ['m1'] }, 'org')).toEqual([
      'meeting:m1',
    ]);
  });
});
