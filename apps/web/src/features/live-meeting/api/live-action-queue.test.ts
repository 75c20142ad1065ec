import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildLiveMeeting } from '../test-support.ts';
import { createLiveActionQueue } from './live-action-queue.ts';

const THREAD = '55555555-5555-4555-8555-555555555555';
const state = (version: number) => ({ liveMeeting: buildLiveMeeting({ meetingThreadId: THREAD, version }) });

afterEach(() => vi.unstubAllGlobals());

describe('the drop-proof queue', () => {
  it('keeps clicks made offline in order and replays them without their version when the connection returns', async () => {
    const api = mockApi({
      'POST /live-meeting/next-agenda-item': { body: state(4) },
      'POST /live-meeting/mark-as-solved': errorAnswer(
        422,
        'INVALID',
        'This issue is not on this meeting’s list.',
      ),
      'POST /live-meeting/reaction': { body: state(4) },
    });
    const answers: number[] = [];
    const refusals: string[] = [];
    const queue = createLiveActionQueue({
      onAnswer: (answer) => answers.push(answer.version),
      onRefused: (refusal) => refusals.push(refusal.text),
    });
    vi.stubGlobal('navigator', { onLine: false });
    expect(queue.mustWait()).toBe(true);
    queue.enqueue('next-agenda-item', { meetingThreadId: THREAD, version: 3, fromIndex: 1 });
    queue.enqueue('mark-as-solved', { meetingThreadId: THREAD, issueId: 'x' });
    queue.enqueue('reaction', { meetingThreadId: THREAD, id: 'clap' });
    expect(queue.size()).toBe(3);
    expect(api.calls).toHaveLength(0);

    vi.stubGlobal('navigator', { onLine: true });
    await queue.replay();
    expect(api.calls.map((call) => call.path)).toEqual([
      '/live-meeting/next-agenda-item',
      '/live-meeting/mark-as-solved',
      '/live-meeting/reaction',
    ]);
    expect(api.calls[0]?.body).toEqual({ meetingThreadId: THREAD, fromIndex: 1 });
    expect(answers).toEqual([4, 4]);
    expect(refusals).toEqual(['This issue is not on this meeting’s list.']);
    expect(queue.size()).toBe(0);
    expect(queue.mustWait()).toBe(false);
    queue.dispose();
  });

  it('stops at the first click the network still cannot carry and keeps it and those after it', async () => {
    const { calls } = mockFetch({
      'POST /api/v2/live-meeting/join': 'network-error',
      'POST /api/v2/live-meeting/reaction': 'network-error',
    });
    const queue = createLiveActionQueue({ onAnswer: () => {}, onRefused: () => {} });
    queue.enqueue('join', { meetingThreadId: THREAD });
    queue.enqueue('reaction', { meetingThreadId: THREAD, id: 'clap' });
    await queue.replay();
    expect(calls).toHaveLength(1);
    expect(queue.size()).toBe(2);
    queue.dispose();
  });
});
