/**
 * Counts failed sign-ins per key in a sliding minute. In memory per node: with several nodes a
 * client gets at most N x limit tries a minute, which still stops guessing (documented).
 */
export function createFailureLimiter(limit: number, windowMs = 60_000) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    /** True when the key has used up its failures in the window. */
    isBlocked(key: string, now = Date.now()): boolean {
      return recent(key, now).length >= limit;
    },
    recordFailure(key: string, now = Date.now()) {
      const list = recent(key, now);
      list.push(now);
      failures.set(key, list);
      if (failures.size > 10_000) {
        for (const [k, times] of failures) if (times.every((t) => now - t >= windowMs)) failures.delete(k);
      }
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}
