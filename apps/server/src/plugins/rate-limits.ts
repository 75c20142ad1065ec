import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.ts';

/** Redis keys of every limit start with this, apart from other applications sharing the Redis. */
const RATE_LIMIT_NAMESPACE = 'cairn-rate-limit:';

/**
 * `@fastify/rate-limit` for the routes that opt in (`config.rateLimit`, or a limiter made with
 * `createRateLimit`). With REDIS_URL the counts live in Redis, so every node shares one limit;
 * without it they live in this process. The client's address is what Fastify resolved under
 * TRUST_PROXY, so a forged X-Forwarded-For counts for nothing unless a named proxy sent it.
 */
export async function registerRateLimits(app: FastifyInstance, config: TConfig) {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    // ioredis is imported only when a Redis is configured: a single node starts without it.
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, { connectTimeout: 5_000, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limits: Redis connection error'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: RATE_LIMIT_NAMESPACE });
}
