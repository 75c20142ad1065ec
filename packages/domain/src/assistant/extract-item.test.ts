import { describe, expect, it } from 'vitest';
import { CASES, MEETINGS, TODAY } from './extract-item.cases.ts';
import { extractItem } from './extract-item.ts';

describe('extractItem over plain phrasings', () => {
  it('covers at least 60 phrasings', () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)('%s', (text, type, tractionId, title, dueDate) => {
    expect(extractItem(text, { meetings: MEETINGS, today: TODAY })).toEqual({
      type,
      tractionId,
      title,
      dueDate,
    });
  });
});

describe('extractItem context', () => {
  it("finds only the meetings it is given (the caller's)", () => {
    const got = extractItem('to-do for the leadership meeting: send the budget', {
      meetings: [],
      today: TODAY,
    });
    expect(got).toMatchObject({ type: 'ToDo', tractionId: null });
  });

  it("counts dates from the organisation's day", () => {
    const meetings = MEETINGS;
    expect(extractItem('to-do: call Bob tomorrow', { meetings, today: '2026-12-31' }).dueDate).toBe(
      '2027-01-01',
    );
    expect(extractItem('to-do: call Bob tomorrow', { meetings, today: '2026-02-28' }).dueDate).toBe(
      '2026-03-01',
    );
  });

  it('keeps a title to the item limit', () => {
    const got = extractItem(`to-do: ${'x'.repeat(400)}`, { meetings: MEETINGS, today: TODAY });
    expect(got.title).toHaveLength(256);
  });
});
