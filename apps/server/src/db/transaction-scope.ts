import { AsyncLocalStorage } from 'node:async_hooks';
import type { TDb, TDbOrTx } from './db-types.ts';

/**
 * What happens to a statement issued on the bare database while the same async context holds an
 * open transaction (docs/decisions/0011): `strict` throws at once, naming the call site
 * (development and tests); `route` runs it in that transaction and warns once per call site
 * (production, so a missed `tx` never costs a team its request).
 */
export type TTransactionGuard = 'strict' | 'route';

/** The transaction open in this async context; `open` turns false once it has ended. */
type TScope = { tx: TDbOrTx; open: boolean };
const scope = new AsyncLocalStorage<TScope>();

/** The database's members that issue a statement or open a transaction. */
const STATEMENT_MEMBERS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'transaction',
  '$count',
  'with',
  'refreshMaterializedView',
]);

/** Frames of this file and of libraries are not the call site. */
const NOT_THE_CALLER = /transaction-scope\.ts|node_modules|node:internal|^\s*at new Promise/;

/** Where the statement was written: the first three frames of Cairn's own code. */
function callSite(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const ours = frames.filter((frame) => !NOT_THE_CALLER.test(frame)).slice(0, 3);
  return ours.map((frame) => frame.trim().replace(/^at /, '')).join(' <- ') || 'unknown';
}

/** A statement on the bare database inside an open transaction: on PGlite it would wait for itself. */
export class StatementOutsideTransactionError extends Error {
  constructor(site: string) {
    super(
      `A statement was issued on the bare database while this request holds an open transaction; ` +
        `use the change's tx instead (at ${site})`,
    );
    this.name = 'StatementOutsideTransactionError';
  }
}

const warned = new Set<string>();

/**
 * The database every service holds, made safe for the one-connection engine: each transaction
 * it opens is remembered in the async context, and a statement issued on it (not on the
 * transaction) while that transaction is open either throws or joins the transaction (`guard`).
 */
export function guardTransactions(db: TDb, guard: TTransactionGuard): TDb {
  const transaction = ((work: (tx: TDbOrTx) => Promise<unknown>, config?: unknown) =>
    db.transaction(async (tx) => {
      const open: TScope = { tx, open: true };
      try {
        return await scope.run(open, () => work(tx));
      } finally {
        // Work the transaction started and did not await must not reach it once it has ended.
        open.open = false;
      }
    }, config as never)) as TDb['transaction'];

  return new Proxy(db, {
    get(target, member, receiver) {
      const open = scope.getStore();
      if (open?.open && STATEMENT_MEMBERS.has(member)) {
        const error = new StatementOutsideTransactionError(callSite());
        // Said on stderr too: the request answers a plain 500, and test logs are silent.
        if (guard === 'strict') {
          process.stderr.write(`${error.message}\n`);
          throw error;
        }
        if (!warned.has(error.message)) {
          warned.add(error.message);
          process.stderr.write(`${error.message}; ran it in the transaction\n`);
        }
        const value = Reflect.get(open.tx, member);
        return typeof value === 'function' ? value.bind(open.tx) : value;
      }
      if (member === 'transaction') return transaction;
      return Reflect.get(target, member, receiver);
    },
  });
}

/**
 * Runs `work` as if no transaction were open, so its statements pass the guard. Only the test hook
 * that reproduces the bug class on purpose (`POST dev/hold-database`) may use it.
 */
export function outsideTheGuard<T>(work: () => T): T {
  return scope.exit(work);
}
