import { performance } from 'node:perf_hooks';
import type { TEndpoint, TEndpointAnswer, TEndpointInput } from '@cairn/domain/common/endpoint';
import { outcomeUnknown, type SoakApi, SoakCallError, type TIdentity } from './soak-client.ts';
import type { Ledger, TProbe, TPromise } from './soak-ledger.ts';
import type { Mailbox } from './soak-server.ts';
import type { TSoakPerson, TTeam, TWorld } from './soak-world.ts';
import { random } from './todo-search-seed.ts';

/*
 * One simulated person: picks a weighted action among those their role and state allow (every
 * write route of every area, and the reads that go with them), does it, thinks, and again. What
 * they made and the versions they last saw are kept here, as the web keeps them on screen.
 */

/** One thing a person does; `run` makes one or a few requests. */
export type TAction = {
  name: string;
  area: string;
  weight: number;
  when?: (person: Person) => boolean;
  run: (person: Person) => Promise<unknown>;
};

/** Lets people act, or holds them before their next action (a restart, a check) until opened. */
export class Gate {
  private isOpen = false;
  private waiters: (() => void)[] = [];
  private idle: (() => void)[] = [];
  private released = false;
  active = 0;

  open() {
    this.isOpen = true;
    for (const wake of this.waiters.splice(0)) wake();
  }

  close() {
    this.isOpen = false;
  }

  /** Waits until the gate is open and counts the caller in; false once the gate was released for good. */
  async enter(): Promise<boolean> {
    while (!this.isOpen && !this.released) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.released) return false;
    this.active++;
    return true;
  }

  leave() {
    this.active--;
    if (this.active === 0) for (const wake of this.idle.splice(0)) wake();
  }

  /** Closes the gate and resolves when every action under way has finished. */
  async drain() {
    this.close();
    while (this.active > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  /** Lets nobody in any more and wakes everyone waiting (the end of the soak). */
  release() {
    this.released = true;
    for (const wake of this.waiters.splice(0)) wake();
  }
}

/** At most `max` uses in any `windowMs` (the organisation's 100 invitations an hour). */
export class Budget {
  private readonly used: number[] = [];
  private readonly max: number;
  private readonly windowMs: number;
  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }
  take(count = 1): boolean {
    const now = performance.now();
    while (this.used.length && (this.used[0] as number) < now - this.windowMs) this.used.shift();
    if (this.used.length + count > this.max) return false;
    for (let i = 0; i < count; i++) this.used.push(now);
    return true;
  }
}

/** One at a time (what only the Owner does: one person, in turn). */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** What every person shares: the API, the acknowledged writes, the organisation, the clock. */
export type TSoakContext = {
  api: SoakApi;
  ledger: Ledger;
  world: TWorld;
  mailbox: Mailbox;
  gate: Gate;
  baseUrl: string;
  /** performance.now() when the people stop. */
  stopAt: number;
  /** Mean think time between two actions of one person (ms). */
  thinkMs: number;
  actions: TAction[];
  /** Sends of invitation mails (invite, resend, add and invite) left this hour. */
  invitations: Budget;
  /** The Owner's desk: one Owner action at a time, by whoever is the Owner now. */
  ownerDesk: Mutex;
  /** Index of the person who is the Owner now (ownership moves to a lead and back). */
  owner: { index: number };
  people: Person[];
  /** Actions run, by name. */
  runs: Map<string, number>;
  /** Exceptions of the soak's own code (not HTTP answers): a bug of the soak, shown in the report. */
  soakBugs: Map<string, number>;
  /** Numbers the actions hand out (unique titles, emails). */
  serial: { next: number };
};

/** A row a person made or follows, with the version they last saw (undefined: read it first). */
export type TOwned = {
  id: string;
  version: number | undefined;
  title: string;
  extra?: Record<string, unknown>;
};

export class Person {
  readonly seed: TSoakPerson;
  readonly team: TTeam;
  readonly ctx: TSoakContext;
  readonly random: () => number;
  /** What this person made and still follows, by kind. */
  readonly own = new Map<string, TOwned[]>();
  /** Anything else an area keeps about this person (its chart, its V/TO, its live view...). */
  readonly state = new Map<string, unknown>();
  /** Set when something they depend on is no longer known (a password change cut by a kill). */
  passwordIndex = 0;
  passwordKnown = true;

  constructor(seed: TSoakPerson, team: TTeam, ctx: TSoakContext) {
    this.seed = seed;
    this.team = team;
    this.ctx = ctx;
    this.random = random(7919 + seed.index * 104_729);
  }

  get who(): TIdentity {
    return this.seed.who;
  }
  get personId(): string {
    return this.seed.personId;
  }
  get world(): TWorld {
    return this.ctx.world;
  }
  get isLead(): boolean {
    return this.seed.isLead;
  }
  get isObserver(): boolean {
    return this.seed.role === 'Observer';
  }
  /** May change content (every role but the Free Observer). */
  get writes(): boolean {
    return !this.isObserver;
  }
  get isOwner(): boolean {
    return this.ctx.owner.index === this.seed.index;
  }
  get teammates(): Person[] {
    return this.team.members.map((index) => this.ctx.people[index] as Person);
  }

  /** Calls an endpoint as this person. */
  call<E extends TEndpoint>(
    endpoint: E,
    ...input: object extends TEndpointInput<E> ? [input?: TEndpointInput<E>] : [input: TEndpointInput<E>]
  ): Promise<TEndpointAnswer<E>> {
    return this.ctx.api.call(this.who, endpoint, ...(input as [TEndpointInput<E>]));
  }

  /**
   * A write to row `kind:id` (already known): when its effect is unknown (a kill, a hang, 5xx)
   * the row is no longer checked, and `onUnknown` lets the caller forget it.
   */
  async writing<T>(kind: string, id: string, work: () => Promise<T>, onUnknown?: () => void): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (outcomeUnknown(error)) {
        this.ctx.ledger.unknown(kind, id);
        onUnknown?.();
      }
      throw error;
    }
  }

  /** Notes an acknowledged write. */
  ack(kind: string, id: string, probe: TProbe, promise?: TPromise) {
    this.ctx.ledger.write(kind, id, probe, promise);
  }

  list(kind: string): TOwned[] {
    let list = this.own.get(kind);
    if (!list) {
      list = [];
      this.own.set(kind, list);
    }
    return list;
  }

  drop(kind: string, id: string) {
    const list = this.list(kind);
    const at = list.findIndex((row) => row.id === id);
    if (at >= 0) list.splice(at, 1);
  }

  /** A random element (undefined for an empty list). */
  pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  /** A number no other call of the soak gets (for unique titles and addresses). */
  serial(): number {
    return this.ctx.serial.next++;
  }

  private nextAction(): TAction | undefined {
    const eligible = this.ctx.actions.filter((action) => !action.when || action.when(this));
    const total = eligible.reduce((sum, action) => sum + action.weight, 0);
    let draw = this.random() * total;
    for (const action of eligible) {
      draw -= action.weight;
      if (draw < 0) return action;
    }
    return eligible[eligible.length - 1];
  }

  /** Acts until the soak's time is up, thinking between actions; waits at the gate when closed. */
  async loop() {
    const { ctx } = this;
    // People start spread over one think time, not all in the same millisecond.
    await sleep(this.random() * ctx.thinkMs);
    while (performance.now() < ctx.stopAt) {
      if (!(await ctx.gate.enter())) break;
      try {
        if (performance.now() >= ctx.stopAt) break;
        const action = this.nextAction();
        if (action) {
          ctx.runs.set(action.name, (ctx.runs.get(action.name) ?? 0) + 1);
          try {
            await action.run(this);
          } catch (error) {
            if (!(error instanceof SoakCallError)) {
              const key = `${action.name}: ${error instanceof Error ? error.message : String(error)}`.slice(
                0,
                200,
              );
              ctx.soakBugs.set(key, (ctx.soakBugs.get(key) ?? 0) + 1);
            }
          }
        }
      } finally {
        ctx.gate.leave();
      }
      // Think: uniform between 10% and 190% of the mean.
      await sleep(ctx.thinkMs * (0.1 + 1.8 * this.random()));
    }
  }
}

/** Who reads the soak's writes back: the Owner (person 0 sees every meeting, as Owner or Admin). */
export const checker = (person: Person): TIdentity => (person.world.people[0] as { who: TIdentity }).who;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
