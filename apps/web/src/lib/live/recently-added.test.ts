import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idsInAnswer, markAdded, markOwn, useIsNew } from './recently-added.ts';

describe('recently added items (002 §4 "marked new")', () => {
  it('finds the entity ids of an answer, single or plural', () => {
    expect(idsInAnswer({ succeeded: true, messages: [], rock: { id: 'r1', title: 'x' } })).toEqual(['r1']);
    expect(idsInAnswer({ succeeded: true, messages: [], todos: [{ id: 't1' }, { id: 't2' }] })).toEqual([
      't1',
      't2',
    ]);
  });

  it("never marks this tab's own items, whether the event or the answer comes first", () => {
    const other = renderHook(() => useIsNew('issue', 'i-other'));
    const ownLate = renderHook(() => useIsNew('issue', 'i-own-late'));
    const ownEarly = renderHook(() => useIsNew('issue', 'i-own-early'));
    act(() => {
      markAdded('issue', 'i-other');
      markAdded('issue', 'i-own-late');
      markOwn(['i-own-early']);
      markAdded('issue', 'i-own-early');
    });
    expect(other.result.current).toBe(true);
    expect(ownEarly.result.current).toBe(false);
    expect(ownLate.result.current).toBe(true);
    act(() => markOwn(['i-own-late']));
    expect(ownLate.result.current).toBe(false);
  });
});
