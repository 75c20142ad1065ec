import { describe, expect, it } from 'vitest';
import { buildRock } from '../../rocks/test-support.ts';
import { draftCompletion, draftCounts, finishBodyOf, initialDraft } from './quarterly-draft.ts';

describe('the quarterly draft', () => {
  const done = buildRock({ id: '00000000-0000-4000-8000-000000000001', status: 'Done' });
  const open = buildRock({ id: '00000000-0000-4000-8000-000000000002', status: 'OnTrack' });
  const late = buildRock({ id: '00000000-0000-4000-8000-000000000003', status: 'OffTrack' });
  const rocks = [done, open, late];

  it('starts from the rocks already closed and every invitee', () => {
    const draft = initialDraft(rocks, ['p1', 'p2']);
    expect(draft.decisions).toEqual({ [done.id]: { status: 'Done', next: 'keep' } });
    expect(draft.attendeeIds).toEqual(['p1', 'p2']);
    expect(draftCounts(rocks, draft)).toEqual({ carried: 0, dropped: 0, unmarked: 2 });
  });

  it('counts the completion with the verdicts given and sends only decided rocks', () => {
    const draft = initialDraft(rocks, ['p1']);
    draft.decisions[late.id] = { status: 'NotDone', next: 'drop' };
    expect(draftCompletion(rocks, draft)).toEqual({ done: 1, total: 3, rate: 33 });
    expect(finishBodyOf(rocks, draft, 4)).toEqual({
      version: 4,
      attendeeIds: ['p1'],
      decisions: [
        { rockId: done.id, status: 'Done', next: 'keep' },
        { rockId: late.id, status: 'NotDone', next: 'drop' },
      ],
      newRocks: [],
    });
  });
});
