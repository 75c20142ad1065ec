import { performance } from 'node:perf_hooks';
import { CASES, MEETINGS, TODAY } from '@cairn/domain/assistant/extract-item.cases';
import { ms, percentile, report, section } from './format.ts';

/** Rounds over every phrasing, after one warm-up round (chrono-node's parsers compile lazily). */
const ROUNDS = 50;

/**
 * The built-in extractor (issue 30, no model): the time to read one sentence into type, meeting,
 * title and date, over the unit test's phrasings against three meetings. Loading the extractor
 * (chrono-node) is timed apart: the server loads it on the first sentence, not at start.
 */
export async function benchAssistantExtractor(): Promise<void> {
  section(`Assistant extractor: ${CASES.length} phrasings x ${ROUNDS} rounds, no model`);
  const loadStart = performance.now();
  const { extractItem } = await import('@cairn/domain/assistant/extract-item');
  report('load (chrono-node, first sentence only)', ms(performance.now() - loadStart));
  const context = { meetings: MEETINGS, today: TODAY };
  for (const [text] of CASES) extractItem(text, context);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [text] of CASES) {
      const start = performance.now();
      extractItem(text, context);
      times.push(performance.now() - start);
    }
  }
  report('per phrase, median', ms(percentile(times, 50)));
  report('per phrase, p95', ms(percentile(times, 95)));
  report('per phrase, p99', ms(percentile(times, 99)));
  report('slowest phrase', ms(Math.max(...times)));
}
