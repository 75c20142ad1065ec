import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work the start puts off so the server answers sooner (decision 0023): better-auth, mathjs and
 * each route's answer serialiser. Left to first use, a sign-in or a formula in the middle of a
 * meeting blocked every request for 0.2-0.5 s while a module graph loaded, and the burst of people
 * coming back after a restart paid every serialiser one request at a time. Once the server
 * listens, `run` does the pieces in the background, one per turn of the event loop, so answers
 * interleave with it.
 */
export type TWarmUp = {
  /** Queues a piece of put-off work; pieces run in the order they were queued. */
  later(piece: () => unknown): void;
  /** Runs every queued piece (a failing piece is reported and skipped); resolves when done. */
  run(onError: (error: unknown) => void): Promise<{ pieces: number; ms: number }>;
};

export function createWarmUp(): TWarmUp {
  const queue: (() => unknown)[] = [];
  return {
    later(piece) {
      queue.push(piece);
    },
    async run(onError) {
      const started = performance.now();
      let pieces = 0;
      for (let piece = queue.shift(); piece; piece = queue.shift()) {
        await nextTurn();
        try {
          await piece();
        } catch (error) {
          onError(error);
        }
        pieces++;
      }
      return { pieces, ms: performance.now() - started };
    },
  };
}
