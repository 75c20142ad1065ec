import { performance } from 'node:perf_hooks';
import { REACTIONS } from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TMixedOrg, TMixedUser } from './mixed-load-seed.ts';
import { random } from './todo-search-seed.ts';

/** What one user does next, with its share of all requests: 80% reads, 20% writes. */
export const MIX = [
  ['search open to-dos', 0.3],
  ['search issues', 0.15],
  ['search to-dos by text', 0.1],
  ['read a to-do', 0.1],
  ['read the live meeting', 0.15],
  ['create a to-do', 0.07],
  ['edit a to-do', 0.08],
  ['live meeting action', 0.05],
] as const;
export type TOperation = (typeof MIX)[number][0];

/** Every request's latency by operation, the failures by operation and status. */
export type TLoadRecord = { latencies: Map<TOperation, number[]>; failures: Map<string, number> };

const WORDS = ['budget', 'roadmap', 'invoice', 'launch'];

class HttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`HTTP ${status}`);
    this.status = status;
  }
}

/**
 * One person at their screen, as the web calls the API: searches of a meeting's lists (first page
 * of 100 with the counts), a to-do opened, the live meeting's state refetched, to-dos created and
 * edited (with the version last read), reactions and ratings in the live meeting.
 */
export class MixedUser {
  private readonly random: () => number;
  /** The to-dos this user created, with the version last seen: what they edit. */
  private readonly own: { id: string; version: number }[] = [];
  private seenIds: string[] = [];
  private liveMeetingView: { meetingId: string } | null = null;

  private readonly baseUrl: string;
  private readonly user: TMixedUser;
  private readonly org: TMixedOrg;

  constructor(baseUrl: string, user: TMixedUser, org: TMixedOrg, seed: number) {
    this.baseUrl = baseUrl;
    this.user = user;
    this.org = org;
    this.random = random(seed);
  }

  private async call(method: string, path: string, body?: object): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.baseUrl}/api/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.user.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (response.status >= 300) throw new HttpError(response.status);
    return answer;
  }

  private meeting(): string {
    return this.org.meetingIds[Math.floor(this.random() * this.org.meetingIds.length)] as string;
  }

  /** Joins the live meeting; the first user also starts it. */
  async joinLiveMeeting(isScribe: boolean) {
    const meetingThreadId = this.org.liveMeetingId;
    const joined = await this.call('POST', '/live-meeting/join', { meetingThreadId });
    this.liveMeetingView = joined.liveMeeting as { meetingId: string };
    if (isScribe) {
      const started = await this.call('POST', '/live-meeting/start', { meetingThreadId });
      this.liveMeetingView = started.liveMeeting as { meetingId: string };
    }
  }

  async refreshLiveMeeting() {
    const answer = await this.call('GET', `/live-meeting/${this.org.liveMeetingId}`);
    this.liveMeetingView = answer.liveMeeting as { meetingId: string };
  }

  private async searchTodos(filters: Record<string, unknown>) {
    const answer = await this.call('POST', '/todos/search', {
      startIndex: 0,
      endIndex: 100,
      includeTotalCount: true,
      filters,
      sorts: [
        { property: 'dueDate', ascending: true },
        { property: 'createdAt', ascending: true },
      ],
    });
    const ids = (answer.items as { id: string }[]).map((item) => item.id);
    if (ids.length) this.seenIds = ids;
  }

  private async run(operation: TOperation): Promise<void> {
    const meetingThreadId = this.org.liveMeetingId;
    switch (operation) {
      case 'search open to-dos':
        return this.searchTodos({ status: ['Pending', 'NotDone'], 'traction-ids': [this.meeting()] });
      case 'search to-dos by text':
        return this.searchTodos({
          'text-search': [WORDS[Math.floor(this.random() * WORDS.length)]],
          'traction-ids': [this.meeting()],
        });
      case 'search issues':
        await this.call('POST', '/issues/search', {
          startIndex: 0,
          endIndex: 100,
          includeTotalCount: true,
          filters: { status: ['Open'], 'traction-ids': [this.meeting()] },
        });
        return;
      case 'read a to-do': {
        const id = this.seenIds[Math.floor(this.random() * this.seenIds.length)];
        if (id) await this.call('GET', `/todo/${id}`);
        else await this.searchTodos({ status: ['Pending'] });
        return;
      }
      case 'read the live meeting':
        return this.refreshLiveMeeting();
      case 'create a to-do': {
        const answer = await this.call('POST', '/todos', {
          title: `Call back about the ${WORDS[Math.floor(this.random() * WORDS.length)]}`,
          ownerIds: [this.user.personId],
          tractionId: this.meeting(),
        });
        const [todo] = answer.todos as { id: string; version: number }[];
        if (todo) this.own.push({ id: todo.id, version: todo.version });
        return;
      }
      case 'edit a to-do': {
        const mine = this.own[Math.floor(this.random() * this.own.length)];
        if (!mine) return this.run('create a to-do');
        const day = 1 + Math.floor(this.random() * 27);
        const answer = await this.call('PUT', `/todo/${mine.id}`, {
          title: `Call back about the budget (${day})`,
          dueDate: `2027-01-${String(day).padStart(2, '0')}`,
          version: mine.version,
        });
        mine.version = (answer.todo as { version: number }).version;
        return;
      }
      case 'live meeting action': {
        const meetingId = this.liveMeetingView?.meetingId;
        if (this.random() < 0.7) {
          const id = REACTIONS[Math.floor(this.random() * REACTIONS.length)];
          await this.call('POST', '/live-meeting/reaction', { meetingThreadId, meetingId, id });
        } else {
          const rating = 1 + Math.floor(this.random() * 10);
          await this.call('POST', '/live-meeting/add-rating', {
            meetingThreadId,
            meetingId,
            personId: this.user.personId,
            rating,
          });
        }
        return;
      }
    }
  }

  private next(): TOperation {
    const draw = this.random();
    let sum = 0;
    for (const [operation, share] of MIX) {
      sum += share;
      if (draw < sum) return operation;
    }
    return MIX[0][0];
  }

  /** Acts again and again until `endAt` (performance.now()), recording into `record`. */
  async loop(endAt: number, record: TLoadRecord | null) {
    while (performance.now() < endAt) {
      const operation = this.next();
      const start = performance.now();
      try {
        await this.run(operation);
        if (!record) continue;
        const latencies = record.latencies.get(operation) ?? [];
        latencies.push(performance.now() - start);
        record.latencies.set(operation, latencies);
      } catch (error) {
        if (!record) continue;
        const key = `${operation}: ${error instanceof HttpError ? error.status : String(error)}`;
        record.failures.set(key, (record.failures.get(key) ?? 0) + 1);
      }
    }
  }
}
