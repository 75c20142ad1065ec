import { benchAcChart } from './ac-chart.ts';
import { benchAssistantExtractor } from './assistant-extractor.ts';
import { benchDashboardLoad } from './dashboard-load.ts';
import { benchInitialJs } from './initial-js.ts';
import { benchInsights } from './insights.ts';
import { benchLanguageSwitch } from './language-switch.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLiveLatency } from './live-latency.ts';
import { benchLiveMeeting } from './live-meeting.ts';
import { benchMixedLoad } from './mixed-load.ts';
import { benchMoveToPostgres } from './move-to-postgres.ts';
import { benchNotifications } from './notifications.ts';
import { benchOrgExport } from './org-export.ts';
import { benchPageLoad } from './page-load.ts';
import { benchPdf } from './pdf.ts';
import { benchSanitiserStall } from './sanitiser-stall.ts';
import { benchScorecardBrowser } from './scorecard-browser.ts';
import { benchScorecardGrid } from './scorecard-grid.ts';
import { benchSessionThroughput } from './session-throughput.ts';
import { benchSoak } from './soak.ts';
import { benchStartTime } from './start-time.ts';
import { benchTodoSearch } from './todo-search.ts';
import { benchVtoRevision } from './vto-revision.ts';
import { benchWebhookDeliveries } from './webhook-deliveries.ts';

/** Every benchmark by name, in the order they run; each gets the options (`--name value`) given. */
const BENCHES: Record<string, (options: string[]) => unknown> = {
  'initial-js': () => benchInitialJs(),
  'start-time': () => benchStartTime(),
  'session-throughput': benchSessionThroughput,
  'live-latency': benchLiveLatency,
  'live-meeting': benchLiveMeeting,
  'todo-search': benchTodoSearch,
  'assistant-extractor': () => benchAssistantExtractor(),
  'sanitiser-stall': benchSanitiserStall,
  'scorecard-grid': benchScorecardGrid,
  'scorecard-browser': benchScorecardBrowser,
  'page-load': benchPageLoad,
  'dashboard-load': benchDashboardLoad,
  'language-switch': () => benchLanguageSwitch(),
  lighthouse: () => benchLighthouse(),
  'vto-revision': benchVtoRevision,
  'ac-chart': benchAcChart,
  notifications: benchNotifications,
  pdf: () => benchPdf(),
  'webhook-deliveries': benchWebhookDeliveries,
  'mixed-load': benchMixedLoad,
  'move-to-postgres': () => benchMoveToPostgres(),
  'org-export': () => benchOrgExport(),
  insights: () => benchInsights(),
  soak: benchSoak,
};

/** Run only when named: the soak takes an hour (30 minutes on each engine). */
const ONLY_WHEN_NAMED = new Set(['soak']);

/**
 * `npm run bench`: the budgets of ARCHITECTURE §9 as figures, one benchmark after the other
 * (never in parallel: the machine's cores are shared, and each figure needs them).
 * `npm run bench -- page-load todo-search` runs only the named ones; what follows the first
 * `--option` goes to them (`npm run bench -- soak --minutes 3`).
 */
async function runAll(args: string[]): Promise<void> {
  const firstOption = args.findIndex((arg) => arg.startsWith('--'));
  const names = firstOption < 0 ? args : args.slice(0, firstOption);
  const options = firstOption < 0 ? [] : args.slice(firstOption);
  const unknown = names.filter((name) => !(name in BENCHES));
  if (unknown.length)
    throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.stdout.write(`Cairn benchmarks (Node ${process.version})\n`);
  for (const [name, bench] of Object.entries(BENCHES)) {
    if (names.includes(name) || (names.length === 0 && !ONLY_WHEN_NAMED.has(name))) await bench(options);
  }
  process.stdout.write('\n');
}

await runAll(process.argv.slice(2));
