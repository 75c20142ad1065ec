import { availableParallelism } from 'node:os';
import { lazyWorkerPool } from './lazy-worker-pool.ts';
import { sanitizeRichText } from './sanitize-html.ts';

/**
 * Notes up to this many characters are cleaned on the calling thread: it takes well under a
 * millisecond, less than a round trip to a worker. Longer ones go to the pool.
 */
export const SANITIZE_INLINE_MAX_LENGTH = 4_000;

/** At most this many sanitiser threads, leaving a core to the event loop on small machines. */
const SANITIZE_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

const runSanitizer = lazyWorkerPool<string, string>({
  filename: new URL('./sanitize-worker.mjs', import.meta.url),
  maxThreads: SANITIZE_THREADS,
  idleTimeout: 30_000,
});

/** Cleans rich text in the worker pool, whatever its length (the tests compare it with inline). */
export function sanitizeInWorker(html: string): Promise<string> {
  return runSanitizer(html);
}

/**
 * `sanitizeRichText` without stalling the server (issue 7 point 9): a long note is cleaned in a
 * bounded pool of worker threads (piscina) while the event loop keeps answering other requests;
 * the output is the same function's, so it is identical to cleaning inline.
 */
export async function sanitizeRichTextOffThread(html: string): Promise<string> {
  if (html.length <= SANITIZE_INLINE_MAX_LENGTH) return sanitizeRichText(html);
  return sanitizeInWorker(html);
}
