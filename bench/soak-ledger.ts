import { failedWith, type SoakApi } from './soak-client.ts';

/*
 * Acknowledged writes: every 2xx write the simulated people got is noted here with what it
 * promises (the row exists, or is gone; at least this version; these values), and how to read it
 * back. After each restart and at the end the soak reads everything back with the load stopped:
 * a promise not kept is an acknowledged write lost.
 */

/** What the soak sees of a row when it reads it back. */
export type TSeen = { version?: number; fields?: Record<string, unknown> };

/**
 * How to read one row back: alone (`one`: the answer of one GET, null on 404, and the row picked
 * from it), or with others of its group in one GET by ids (`many`). Reads with the same `key`
 * are made once per check.
 */
export type TProbe =
  | {
      type: 'one';
      key: string;
      fetch: (api: SoakApi) => Promise<unknown>;
      pick: (answer: unknown) => TSeen | null;
    }
  | { type: 'many'; group: string; fetch: (api: SoakApi, ids: string[]) => Promise<Map<string, TSeen>> };

/** What an acknowledged write promises. */
export type TPromise = { gone?: boolean; minVersion?: number; fields?: Record<string, unknown> };

type TEntry = {
  kind: string;
  id: string;
  probe: TProbe;
  gone: boolean;
  minVersion: number;
  fields: Record<string, unknown>;
  /** A write to it was in flight at a kill, hung or failed with 5xx: its state is not known. */
  unknown: boolean;
};

export type TCheckResult = {
  checked: number;
  unknown: number;
  /** kind: why -> count. */
  lost: Map<string, number>;
  /** The rows lost, as `kind:id` (a row missing at two checks is one write lost). */
  lostRows: Set<string>;
  samples: string[];
  /** Reads that failed (not 404): those rows could not be checked. */
  unreadable: number;
  /** A read hung: the server was frozen, the rest was not read. */
  hung: boolean;
};

const BATCH = 400;

export class Ledger {
  private readonly entries = new Map<string, TEntry>();
  /** Every acknowledged write noted, by kind. */
  readonly acknowledged = new Map<string, number>();

  /**
   * An acknowledged write of row `kind:id`. A delete is final: writes acknowledged after it (they
   * were made before it) promise nothing more. Versions only grow, so the highest one counts
   * whatever order the answers came in; `fields` are for rows one person writes in turn.
   */
  write(kind: string, id: string, probe: TProbe, promise: TPromise = {}) {
    this.acknowledged.set(kind, (this.acknowledged.get(kind) ?? 0) + 1);
    const key = `${kind}:${id}`;
    const entry = this.entries.get(key);
    if (!entry) {
      this.entries.set(key, {
        kind,
        id,
        probe,
        gone: promise.gone ?? false,
        minVersion: promise.minVersion ?? 0,
        fields: { ...promise.fields },
        unknown: false,
      });
      return;
    }
    if (entry.gone) return;
    entry.probe = probe;
    entry.unknown = false;
    if (promise.gone) {
      entry.gone = true;
      entry.fields = {};
      return;
    }
    entry.minVersion = Math.max(entry.minVersion, promise.minVersion ?? 0);
    Object.assign(entry.fields, promise.fields);
  }

  /** A write to the row may or may not have been stored: the row is not checked any more. */
  unknown(kind: string, id: string) {
    const entry = this.entries.get(`${kind}:${id}`);
    if (entry) entry.unknown = true;
  }

  /** Every row noted as `prefix:...` is gone (a deleted V/TO draft takes its sections along). */
  goneUnder(prefix: string) {
    for (const entry of this.entries.values())
      if (entry.id.startsWith(`${prefix}:`)) {
        entry.gone = true;
        entry.unknown = false;
        entry.fields = {};
      }
  }

  /** Every row noted as `prefix:...` is no longer known (its draft's delete was cut by a kill). */
  unknownUnder(prefix: string) {
    for (const entry of this.entries.values()) if (entry.id.startsWith(`${prefix}:`)) entry.unknown = true;
  }

  /** Reads the row another way from now on (its reader signed in again). */
  reprobe(kind: string, id: string, probe: TProbe) {
    const entry = this.entries.get(`${kind}:${id}`);
    if (entry) entry.probe = probe;
  }

  /** Forgets a row (one the soak cannot follow any more, e.g. a person removed with their invitation). */
  forget(kind: string, id: string) {
    this.entries.delete(`${kind}:${id}`);
  }

  get size() {
    return this.entries.size;
  }

  /** Reads every noted row back (a few at a time) and counts the promises not kept. */
  async check(api: SoakApi, concurrency = 6): Promise<TCheckResult> {
    const result: TCheckResult = {
      checked: 0,
      unknown: 0,
      lost: new Map(),
      lostRows: new Set(),
      samples: [],
      unreadable: 0,
      hung: false,
    };
    const live = [...this.entries.values()].filter((entry) => {
      if (entry.unknown) result.unknown++;
      return !entry.unknown;
    });
    const seen = new Map<TEntry, TSeen | null>();
    const unreadable = new Set<TEntry>();
    const tasks: (() => Promise<void>)[] = [];
    // Once a read hangs the server is frozen: the rest is not read (each would wait 30 s for nothing).
    let frozen = false;

    const ones = new Map<string, TEntry[]>();
    const manys = new Map<string, TEntry[]>();
    for (const entry of live) {
      const groups = entry.probe.type === 'one' ? ones : manys;
      const key = entry.probe.type === 'one' ? entry.probe.key : entry.probe.group;
      const list = groups.get(key) ?? [];
      list.push(entry);
      groups.set(key, list);
    }
    for (const list of ones.values()) {
      const probe = (list[0] as TEntry).probe as Extract<TProbe, { type: 'one' }>;
      tasks.push(async () => {
        let answer: unknown = null;
        try {
          if (frozen) throw new Error('the server stopped answering');
          answer = await probe.fetch(api);
        } catch (error) {
          if (failedWith(error, 'hang')) frozen = true;
          if (!failedWith(error, 404)) {
            for (const entry of list) unreadable.add(entry);
            return;
          }
        }
        for (const entry of list) {
          const one = entry.probe as Extract<TProbe, { type: 'one' }>;
          seen.set(entry, answer === null ? null : one.pick(answer));
        }
      });
    }
    for (const list of manys.values()) {
      const probe = (list[0] as TEntry).probe as Extract<TProbe, { type: 'many' }>;
      for (let start = 0; start < list.length; start += BATCH) {
        const slice = list.slice(start, start + BATCH);
        tasks.push(async () => {
          try {
            if (frozen) throw new Error('the server stopped answering');
            const found = await probe.fetch(
              api,
              slice.map((entry) => entry.id),
            );
            for (const entry of slice) seen.set(entry, found.get(entry.id) ?? null);
          } catch (error) {
            if (failedWith(error, 'hang')) frozen = true;
            for (const entry of slice) unreadable.add(entry);
          }
        });
      }
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
      }),
    );

    result.hung = frozen;
    const lose = (entry: TEntry, why: string, detail: string) => {
      const key = `${entry.kind}: ${why}`;
      result.lost.set(key, (result.lost.get(key) ?? 0) + 1);
      result.lostRows.add(`${entry.kind}:${entry.id}`);
      if (result.samples.length < 8) result.samples.push(`${entry.kind} ${entry.id}: ${why} (${detail})`);
    };
    for (const entry of live) {
      if (unreadable.has(entry)) {
        result.unreadable++;
        continue;
      }
      result.checked++;
      const row = seen.get(entry) ?? null;
      if (entry.gone) {
        if (row) lose(entry, 'deleted, back again', 'present');
        continue;
      }
      if (!row) {
        lose(entry, 'missing', 'absent');
        continue;
      }
      if (row.version !== undefined && row.version < entry.minVersion)
        lose(entry, 'older version', `version ${row.version} < acknowledged ${entry.minVersion}`);
      for (const [field, expected] of Object.entries(entry.fields)) {
        const actual = row.fields?.[field];
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          lose(entry, `${field} changed`, `${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
          break;
        }
      }
    }
    return result;
  }
}
