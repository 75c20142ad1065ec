import type { FastifyInstance, FastifyRequest } from 'fastify';

/** At most 10 failed sign-ins a minute per address, and per address and email (issue 2). */
export const SIGN_IN_FAILURE_LIMIT = 10;
/** At most 10 wrong two-factor codes a minute per address, and per address and account (issue 28 point 7). */
export const TWO_FACTOR_FAILURE_LIMIT = 10;
const WINDOW_MS = 60_000;

/** The per-address cap on every sign-in attempt, failed or not (an office behind one address passes). */
export const SIGN_IN_ATTEMPT_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Counts failed guesses with `@fastify/rate-limit`'s store (Redis when REDIS_URL is set, so
 * every node shares the counts). Two keys: the client's address, and address + subject (the
 * email of a sign-in, the account of a code). The address is the one Fastify resolved under
 * TRUST_PROXY, so a forged X-Forwarded-For neither escapes the limit nor locks out a user who
 * signs in from elsewhere. Only failures count: the route peeks before checking and records a
 * failure after.
 */
function createGuessLimiter(app: FastifyInstance, name: string, subjectKey: string, max: number) {
  const subjects = new WeakMap<FastifyRequest, string>();
  const limiters = [
    app.createRateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
    }),
    app.createRateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${name}:ip-${subjectKey}:${request.ip}:${subjects.get(request) ?? ''}`,
    }),
  ];
  return {
    /** True when the address, or the address with this subject, has used up its failures. */
    async isBlocked(request: FastifyRequest, subject: string): Promise<boolean> {
      subjects.set(request, subject);
      const states = await Promise.all(limiters.map((check) => check(request, { increment: false })));
      return states.some((state) => !state.isAllowed && state.remaining === 0);
    },
    /** Counts one failure on both keys. */
    async recordFailure(request: FastifyRequest, subject: string): Promise<void> {
      subjects.set(request, subject);
      await Promise.all(limiters.map((check) => check(request)));
    },
  };
}

/** Failed sign-ins, per address and per address + email. */
export function createSignInLimiter(app: FastifyInstance) {
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase();
  const limiter = createGuessLimiter(app, 'sign-in-failures', 'email', SIGN_IN_FAILURE_LIMIT);
  return {
    /** True when the address, or the address with this email, has used up its failures. */
    isBlocked: (request: FastifyRequest) => limiter.isBlocked(request, emailOf(request)),
    /** Counts one failed sign-in on both keys. */
    recordFailure: (request: FastifyRequest) => limiter.recordFailure(request, emailOf(request)),
  };
}

/** Wrong two-factor codes (sign-in, confirming, turning off), per address and per address + account. */
export function createTwoFactorLimiter(app: FastifyInstance) {
  return createGuessLimiter(app, 'two-factor-failures', 'user', TWO_FACTOR_FAILURE_LIMIT);
}

export type TGuessLimiter = ReturnType<typeof createTwoFactorLimiter>;
