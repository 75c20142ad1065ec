import { availableParallelism } from 'node:os';
import { lazyWorkerPool } from '../../lib/lazy-worker-pool.ts';
import type { TPdfJob } from './pdf-jobs.ts';

/**
 * PDFs are drawn in a bounded pool of worker threads (piscina, as the sanitiser's: decision
 * 0006, 0015): a long scorecard or a 500-seat chart takes seconds of CPU, and on the event loop
 * it would stall every other request. At most `availableParallelism() - 1` threads (1 to 2),
 * started on demand and stopped after a minute idle (a thread keeps its fonts loaded).
 */
const PDF_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

const drawPdf = lazyWorkerPool<TPdfJob, Uint8Array>({
  filename: new URL('./pdf-worker.mjs', import.meta.url),
  maxThreads: PDF_THREADS,
  idleTimeout: 60_000,
});

/** The PDF of a job, drawn off the request's thread. */
export async function renderPdfOffThread(job: TPdfJob): Promise<Buffer> {
  const bytes = await drawPdf(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
