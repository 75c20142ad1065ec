import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURE_LIMIT } from '../modules/auth/index.ts';
import { uniqueSuffix } from '../test/factories.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

/** Issue 7 point 2: with REDIS_URL every node counts the same sign-in failures. */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('sign-in limits shared through Redis', () => {
  let nodeA: TTestApp;
  let nodeB: TTestApp;
  beforeAll(async () => {
    nodeA = await createTestApp({ redisUrl: REDIS_URL });
    nodeB = await createTestApp({ redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('failures on one node block the same client on the other', async () => {
    const email = `shared-${uniqueSuffix()}@example.com`;
    const remoteAddress = `10.${randomInt(40, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
    const signIn = (node: TTestApp) =>
      node.inject({
        method: 'POST',
        url: '/api/v2/session',
        payload: { email, password: 'Wrong-Guess-1' },
        remoteAddress,
      });
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) {
      expect((await signIn(i % 2 === 0 ? nodeA : nodeB)).statusCode).toBe(401);
    }
    expect((await signIn(nodeA)).statusCode).toBe(429);
    expect((await signIn(nodeB)).statusCode).toBe(429);
  });
});
