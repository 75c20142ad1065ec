/** Key under which trace mode survives navigations and reloads of this tab. */
const TRACE_STORAGE_KEY = 'cairn_trace';

let isTraceOn = readStoredTrace();

function readStoredTrace(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(TRACE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Switches trace mode from a query string: `?trace=true` turns console tracing on for this tab,
 * `?trace=false` turns it off (spec 002 §2). Other query strings change nothing.
 */
export function applyTraceParam(search: string): void {
  const value = new URLSearchParams(search).get('trace');
  if (value !== 'true' && value !== 'false') return;
  isTraceOn = value === 'true';
  try {
    if (isTraceOn) sessionStorage.setItem(TRACE_STORAGE_KEY, 'true');
    else sessionStorage.removeItem(TRACE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private modes); trace mode then lasts until the next reload.
  }
}

/**
 * The app's one logger. `trace` writes only in trace mode; `warn` and `error` always write, for
 * the failures the spec says are logged rather than shown (hub retries, search failures ...).
 */
export const logger = {
  trace(message: string, details?: unknown): void {
    if (!isTraceOn) return;
    if (details === undefined) console.debug(`[cairn] ${message}`);
    else console.debug(`[cairn] ${message}`, details);
  },
  warn(message: string, details?: unknown): void {
    console.warn(`[cairn] ${message}`, ...(details === undefined ? [] : [details]));
  },
  error(message: string, details?: unknown): void {
    console.error(`[cairn] ${message}`, ...(details === undefined ? [] : [details]));
  },
};
