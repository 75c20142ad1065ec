import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { createWarmUp } from './warm-up.ts';

describe('warm-up after listen', () => {
  it('runs the pieces in order, one per turn of the event loop, so other work interleaves', async () => {
    const warmUp = createWarmUp();
    const seen: string[] = [];
    warmUp.later(() => seen.push('first'));
    warmUp.later(async () => seen.push('second'));
    const running = warmUp.run(() => {});
    setImmediate(() => seen.push('a request'));
    const done = await running;
    expect(seen).toEqual(['first', 'a request', 'second']);
    expect(done.pieces).toBe(2);
  });

  it('reports a failing piece and goes on with the rest', async () => {
    const warmUp = createWarmUp();
    const errors: unknown[] = [];
    let ranAfter = false;
    warmUp.later(() => {
      throw new Error('broken install');
    });
    warmUp.later(() => {
      ranAfter = true;
    });
    await warmUp.run((error) => errors.push(error));
    expect(errors).toHaveLength(1);
    expect(ranAfter).toBe(true);
  });

  it('the app queues better-auth, mathjs and a serialiser per answering route', async () => {
    const app = await createTestApp();
    try {
      const { pieces } = await app.warmUp.run((error) => {
        throw error;
      });
      // Two modules and some 370 routes; without the serialisers it would be two.
      expect(pieces).toBeGreaterThan(300);
      // Run twice, nothing is left: a restart's work is done once.
      expect((await app.warmUp.run(() => {})).pieces).toBe(0);
    } finally {
      await app.close();
    }
  });
});
