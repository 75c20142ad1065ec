import { SESSION_CONTEXT_ID_PATTERN } from '@cairn/domain/account/account.constants';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its id is kept per page). */
const load = async () => {
  vi.resetModules();
  return import('./session-context-id.ts');
};

describe('the session context id of a tab (002 §3)', () => {
  it('is made once, kept in sessionStorage, and has the shape the server accepts', async () => {
    sessionStorage.clear();
    const { sessionContextId } = await load();
    const id = sessionContextId();
    expect(id).toMatch(SESSION_CONTEXT_ID_PATTERN);
    expect(sessionContextId()).toBe(id);
    // A reload of the same tab keeps it.
    const again = await load();
    expect(again.sessionContextId()).toBe(id);
  });

  it('takes a new id when another open tab already holds this one (a duplicated tab)', async () => {
    sessionStorage.clear();
    const original = await load();
    const id = original.sessionContextId();
    // The original tab has been open a while: it answers hellos.
    vi.useFakeTimers();
    const stopOriginal = original.watchForDuplicateTab(() => {});
    vi.advanceTimersByTime(3000);
    vi.useRealTimers();

    const duplicate = await load();
    expect(duplicate.sessionContextId()).toBe(id);
    const onNewId = vi.fn();
    const stopDuplicate = duplicate.watchForDuplicateTab(onNewId);
    await vi.waitFor(() => expect(onNewId).toHaveBeenCalledTimes(1));
    expect(duplicate.sessionContextId()).not.toBe(id);
    expect(onNewId).toHaveBeenCalledWith(duplicate.sessionContextId());
    stopOriginal();
    stopDuplicate();
  });
});
