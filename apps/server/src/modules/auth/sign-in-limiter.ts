import type { FastifyInstance, FastifyRequest } from 'fastify';

/** At most 10 failed sign-ins a minute per address, and per address and email (issue 2). */
export const SIGN_IN_FAILURE_LIMIT = 10;
const WINDOW_MS = 60_000;

/** The per-address cap on every sign-in attempt, failed or not (an office behind one address passes). */
export const SIGN_IN_ATTEMPT_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Counts failed sign-ins with `@fastify/rate-limit`'s store (Redis when REDIS_URL is set, so
 * every node shares the counts). Two keys: the client's address, and address + email. The
 * address is the one Fastify resolved under TRUST_PROXY, so a forged X-Forwarded-For neither
 * escapes the limit nor locks out a user who signs in from elsewhere. Only failures count:
 * the route peeks before checking the password and records a failure after.
 */
export function createSignInLimiter(app: FastifyInstance) {
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase();
  const limiters = [
    app.createRateLimit({
      max: SIGN_IN_FAILURE_LIMIT,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `sign-in-failures:ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: SIGN_IN_FAILURE_LIMIT,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `sign-in-failures:ip-email:${request.ip}:${emailOf(request)}`,
    }),
  ];
  return {
    /** True when the address, or the address with this email, has used up its failures. */
    async isBlocked(request: FastifyRequest): Promise<boolean> {
      const states = await Promise.all(limiters.map((check) => check(request, { increment: false })));
      return states.some((state) => !state.isAllowed && state.remaining === 0);
    },
    /** Counts one failed sign-in on both keys. */
    async recordFailure(request: FastifyRequest): Promise<void> {
      await Promise.all(limiters.map((check) => check(request)));
    },
  };
}
