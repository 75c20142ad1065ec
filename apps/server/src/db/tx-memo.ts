import type { TDbOrTx } from './client.ts';

const memos = new WeakMap<TDbOrTx, Map<string, Promise<unknown>>>();

/**
 * A read made once per transaction: later asks with the same key in the same transaction get
 * the first answer. For reads a change repeats for each row it writes and that the change itself
 * does not alter (the actor's name, an organisation's webhooks, a recipient's preferences), so a
 * change of many rows, such as a cascade, reads them in a fixed number of statements (issue 38).
 * Keyed by the transaction object, so nothing outlives it.
 */
export function readOncePerTx<T>(tx: TDbOrTx, key: string, read: () => PromiseLike<T>): Promise<T> {
  let memo = memos.get(tx);
  if (!memo) {
    memo = new Map();
    memos.set(tx, memo);
  }
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  // Settled once here: a Drizzle query is a thenable that runs again each time it is awaited.
  const asked = (async () => read())();
  memo.set(key, asked);
  // A failed read is not kept: the transaction is failing anyway, and a retry reads again.
  asked.catch(() => memo.delete(key));
  return asked;
}
