import type Piscina from 'piscina';

/**
 * A piscina pool made on its first job (piscina is imported then, not at the server's start),
 * with threads started on demand and stopped after `idleTimeout` ms idle.
 */
export function lazyWorkerPool<TJob, TResult>(options: {
  filename: URL;
  maxThreads: number;
  idleTimeout: number;
}): (job: TJob) => Promise<TResult> {
  let pool: Promise<Piscina<TJob, TResult>> | undefined;
  return async (job) => {
    pool ??= import('piscina').then(
      ({ default: Pool }) =>
        new Pool<TJob, TResult>({
          filename: options.filename.href,
          minThreads: 0,
          maxThreads: options.maxThreads,
          idleTimeout: options.idleTimeout,
        }),
    );
    return (await pool).run(job);
  };
}
