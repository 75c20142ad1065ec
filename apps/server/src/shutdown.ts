import type { FastifyInstance } from 'fastify';
import type { TDatabase } from './db/client.ts';

/** How long requests in flight may finish on their own before their transactions are rolled back. */
const SHUTDOWN_GRACE_MS = 3000;
/** The process ends by then whatever happens (service managers kill at 10 s). */
const SHUTDOWN_LIMIT_MS = 9000;

/**
 * SIGTERM and SIGINT stop the server within 10 s even with requests stuck in flight: new requests
 * are refused at once, those in flight get the grace period, then the database rolls back what
 * they hold (they answer 503) and the app closes. What was acknowledged was committed before its
 * answer, so nothing acknowledged is lost; what was not is rolled back.
 */
export function stopOnSignals(app: FastifyInstance, database: TDatabase) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    const limit = setTimeout(() => {
      process.stderr.write(`Cairn did not stop within ${SHUTDOWN_LIMIT_MS} ms; exiting now\n`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    // A keep-alive connection that answered its last request must not hold the close until it times out.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const grace = setTimeout(() => {
      app.log.warn('requests still in flight after the grace period: rolling back their transactions');
      database.interrupt();
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(grace);
      clearTimeout(limit);
      clearInterval(idle);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
