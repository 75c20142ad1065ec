import { apiGet, type TApiAnswer } from './api-client.ts';

/**
 * The three calls every page waits on before it can show anything (the session, the feature
 * flags, the instance), started before the app's code runs (`startFirstCalls`, main.tsx's first
 * import) instead of after it: on a phone, evaluating the app's first script takes longer than
 * the calls themselves. Each started answer is taken once, by the query that asks for it first;
 * later asks (a refetch, a live invalidation) call again.
 */
const started = new Map<string, Promise<unknown>>();

/** `GET session` with the browser's offset and zone (spec 000 §7). */
export function sessionPath(): string {
  const offset = -new Date().getTimezoneOffset();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  return `session?offset=${offset}&tz=${encodeURIComponent(zone)}`;
}

export const FEATURE_FLAGS_PATH = '/app-configuration/feature-flags';
export const INSTANCE_PATH = '/app-configuration/instance';

/** Starts the first calls; their answers wait for the queries (a failure too, unreported till then). */
export function startFirstCalls(): void {
  for (const path of [sessionPath(), FEATURE_FLAGS_PATH, INSTANCE_PATH]) {
    const call = apiGet(path);
    call.catch(() => undefined);
    started.set(path, call);
  }
}

/** The answer of a started first call, taken once; else a new call. */
export function firstCallOrGet<T>(path: string): Promise<TApiAnswer<T>> {
  const call = started.get(path) as Promise<TApiAnswer<T>> | undefined;
  started.delete(path);
  return call ?? apiGet<T>(path);
}
