import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const CONNECT_TIMEOUT_MS = 10_000;

/** The Redis adapter and the way to let go of its two connections. */
export type TRedisAdapter = { adapter: ReturnType<typeof createAdapter>; close: () => Promise<void> };

/**
 * Connects the publish and subscribe clients the Socket.IO Redis adapter needs, so that events
 * emitted on one node reach sockets of every node. Start-up fails with a clear line when Redis
 * does not answer, rather than running as a node that silently hears only itself.
 */
export async function connectRedisAdapter(redisUrl: string, log: FastifyBaseLogger): Promise<TRedisAdapter> {
  const options = { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: null };
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, options);
  const seen: { error?: Error } = {};
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      seen.error = error;
      log.warn({ err: error }, 'live-update hub: Redis connection error');
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    const reason = seen.error?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`REDIS_URL is set but Redis could not be reached (${reason})`);
  }
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
