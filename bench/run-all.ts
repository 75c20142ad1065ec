import { benchInitialJs } from './initial-js.ts';
import { benchLiveLatency } from './live-latency.ts';
import { benchSanitiserStall } from './sanitiser-stall.ts';
import { benchScorecardGrid } from './scorecard-grid.ts';
import { benchSessionThroughput } from './session-throughput.ts';
import { benchTodoSearch } from './todo-search.ts';

/**
 * `npm run bench`: the budgets of ARCHITECTURE §9 as figures, one benchmark after the other
 * (never in parallel: the machine's cores are shared, and each figure needs them).
 */
async function runAll(): Promise<void> {
  process.stdout.write(`Cairn benchmarks (Node ${process.version})\n`);
  benchInitialJs();
  await benchSessionThroughput();
  await benchLiveLatency();
  await benchTodoSearch();
  await benchSanitiserStall();
  await benchScorecardGrid();
  process.stdout.write('\n');
}

await runAll();
