import { startFirstCalls } from '../lib/first-calls.ts';
import { createQueryClient } from './query-client.ts';
import { prefetchRoute } from './router/route-prefetch.ts';

// main.tsx imports this first, so the first calls, the page's code and (once the session answers)
// the page's own data calls are asked for before the rest of the app's code is evaluated and
// rendered (lib/first-calls.ts): on the meeting overview its lists were asked for only after the
// first render, 110-350 ms later on a desktop (bench page-load's waterfall).
startFirstCalls();

/** The app's one QueryClient, made here so the first page's prefetch fills the cache the app reads. */
export const appQueryClient = createQueryClient();

void prefetchRoute(window.location.pathname, appQueryClient);
