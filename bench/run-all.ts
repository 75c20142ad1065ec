import { benchAcChart } from './ac-chart.ts';
import { benchDashboardLoad } from './dashboard-load.ts';
import { benchInitialJs } from './initial-js.ts';
import { benchLiveLatency } from './live-latency.ts';
import { benchLiveMeeting } from './live-meeting.ts';
import { benchMixedLoad } from './mixed-load.ts';
import { benchNotifications } from './notifications.ts';
import { benchPageLoad } from './page-load.ts';
import { benchSanitiserStall } from './sanitiser-stall.ts';
import { benchScorecardBrowser } from './scorecard-browser.ts';
import { benchScorecardGrid } from './scorecard-grid.ts';
import { benchSessionThroughput } from './session-throughput.ts';
import { benchTodoSearch } from './todo-search.ts';
import { benchVtoRevision } from './vto-revision.ts';

/** Every benchmark by name, in the order they run. */
const BENCHES: Record<string, () => unknown> = {
  'initial-js': benchInitialJs,
  'session-throughput': benchSessionThroughput,
  'live-latency': benchLiveLatency,
  'live-meeting': benchLiveMeeting,
  'todo-search': benchTodoSearch,
  'sanitiser-stall': benchSanitiserStall,
  'scorecard-grid': benchScorecardGrid,
  'scorecard-browser': benchScorecardBrowser,
  'page-load': benchPageLoad,
  'dashboard-load': benchDashboardLoad,
  'vto-revision': benchVtoRevision,
  'ac-chart': benchAcChart,
  notifications: benchNotifications,
  'mixed-load': benchMixedLoad,
};

/**
 * `npm run bench`: the budgets of ARCHITECTURE §9 as figures, one benchmark after the other
 * (never in parallel: the machine's cores are shared, and each figure needs them).
 * `npm run bench -- page-load todo-search` runs only the named ones.
 */
async function runAll(names: string[]): Promise<void> {
  const unknown = names.filter((name) => !(name in BENCHES));
  if (unknown.length)
    throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.stdout.write(`Cairn benchmarks (Node ${process.version})\n`);
  for (const [name, bench] of Object.entries(BENCHES)) {
    if (names.length === 0 || names.includes(name)) await bench();
  }
  process.stdout.write('\n');
}

await runAll(process.argv.slice(2));
