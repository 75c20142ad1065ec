import { startFirstCalls } from '../lib/first-calls.ts';
import { preloadRouteCode } from './router/route-prefetch.ts';

// main.tsx imports this first, so the first calls and the page's code are asked for before the
// rest of the app's code is evaluated (lib/first-calls.ts).
startFirstCalls();
preloadRouteCode(window.location.pathname);
