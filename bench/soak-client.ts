import { performance } from 'node:perf_hooks';
import {
  endpointUrl,
  type TEndpoint,
  type TEndpointAnswer,
  type TEndpointInput,
} from '@cairn/domain/common/endpoint';

/*
 * How the simulated people call Cairn: a domain endpoint (the web's `call`, typed by the same
 * schemas) with a 30 s limit, each answer sorted into the soak's counts by route and status.
 */

/** No answer in this long is a hang: the request is aborted and counted as one. */
export const HANG_MS = 30_000;

/**
 * Who calls: a session token (none for the public routes), the client's address and, for a
 * browser's flows (a registration's handle cookie), a cookie jar the answers fill.
 */
export type TIdentity = { token?: string; ip: string; cookies?: Map<string, string> };

/** Keeps each `Set-Cookie` of an answer in `jar`; an empty value (a cleared cookie) removes it. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const equals = pair.indexOf('=');
    if (equals < 1) continue;
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
}

/** The jar as a `Cookie` header, or none when it is empty. */
function cookieHeader(jar: Map<string, string> | undefined): Record<string, string> {
  if (!jar?.size) return {};
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** What became of a request that did not succeed. */
export type TFailure = number | 'hang' | 'dropped' | 'network' | 'bad answer';

/** A request that did not answer 2xx, after it was counted. */
export class SoakCallError extends Error {
  readonly failure: TFailure;
  readonly route: string;
  readonly text: string;
  constructor(route: string, failure: TFailure, text: string) {
    super(`${route}: ${failure} ${text}`);
    this.failure = failure;
    this.route = route;
    this.text = text;
  }
}

/** True for a counted failure with that status. */
export const failedWith = (error: unknown, ...statuses: TFailure[]) =>
  error instanceof SoakCallError && statuses.includes(error.failure);

/** True when the request's effect is unknown: it may have been stored or not (kill, hang, 5xx). */
export const outcomeUnknown = (error: unknown) =>
  error instanceof SoakCallError &&
  (typeof error.failure !== 'number' || error.failure >= 500 || error.failure === 429);

/** 409 (stale version, a state that no longer allows it) and 422 (a refusal) are expected. */
const EXPECTED_STATUSES = new Set([409, 422]);

/** The soak's counts: requests and latencies by route, outcomes by route and status. */
export class SoakStats {
  readonly latencies = new Map<string, number[]>();
  /** Every answer's time (performance.now()) and latency, to see when the slow ones came. */
  readonly timeline: { at: number; ms: number }[] = [];
  /** `route status` -> count, for 2xx not at all, 409/422 in `expected`, the rest in `errors`. */
  readonly expected = new Map<string, number>();
  readonly errors = new Map<string, number>();
  /** The first answer text of each `route status` that was not 2xx, to see why. */
  readonly errorTexts = new Map<string, string>();
  readonly hangs = new Map<string, number>();
  readonly dropped = new Map<string, number>();
  /** Every route that answered 2xx at least once. */
  readonly succeeded = new Set<string>();
  requests = 0;
  /** The hung request sent first (performance.now()): on a frozen server, most likely what froze it. */
  firstHang: { route: string; sentAt: number } | null = null;
  /** Statuses that are no error here: 409 and 422 for the people; for the checks also 404 (a row gone). */
  private readonly expectedStatuses: Set<number>;

  constructor(expectedStatuses: number[] = [...EXPECTED_STATUSES]) {
    this.expectedStatuses = new Set(expectedStatuses);
  }

  private bump(map: Map<string, number>, key: string) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  answered(route: string, status: number, ms: number, text: string) {
    this.requests++;
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
    this.timeline.push({ at: performance.now(), ms });
    if (status < 300) {
      this.succeeded.add(route);
      return;
    }
    const key = `${route} ${status}`;
    this.bump(this.expectedStatuses.has(status) ? this.expected : this.errors, key);
    if (!this.errorTexts.has(key)) this.errorTexts.set(key, text.slice(0, 300));
  }

  failed(route: string, failure: 'hang' | 'dropped' | 'network' | 'bad answer', text: string, sentAt = 0) {
    this.requests++;
    if (failure === 'hang' && (!this.firstHang || sentAt < this.firstHang.sentAt))
      this.firstHang = { route, sentAt };
    if (failure === 'hang') this.bump(this.hangs, route);
    else if (failure === 'dropped') this.bump(this.dropped, route);
    else {
      const key = `${route} ${failure}`;
      this.bump(this.errors, key);
      if (!this.errorTexts.has(key)) this.errorTexts.set(key, text.slice(0, 300));
    }
  }

  static total(map: Map<string, number>): number {
    let sum = 0;
    for (const count of map.values()) sum += count;
    return sum;
  }
}

/**
 * The server's life as the requests see it: `epoch` grows at every kill, and `restarting` is
 * true from a kill until the server answers again. A request that loses its connection across a
 * kill was dropped by it, not failed.
 */
export type TPhase = { epoch: number; restarting: boolean };

type TCallArgs<E extends TEndpoint> =
  object extends TEndpointInput<E> ? [input?: TEndpointInput<E>] : [input: TEndpointInput<E>];

/** Calls the soak server's API, counting every request in `stats` (none for the soak's own checks). */
export class SoakApi {
  private readonly baseUrl: string;
  private readonly phase: TPhase;
  private readonly stats: SoakStats | null;

  constructor(baseUrl: string, phase: TPhase, stats: SoakStats | null) {
    this.baseUrl = baseUrl;
    this.phase = phase;
    this.stats = stats;
  }

  /** Calls `endpoint` as `who`; resolves with its answer on 2xx, else throws a counted SoakCallError. */
  async call<E extends TEndpoint>(
    who: TIdentity,
    endpoint: E,
    ...[input]: TCallArgs<E>
  ): Promise<TEndpointAnswer<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: unknown;
      body?: unknown;
    };
    const route = `${endpoint.method} ${endpoint.path}`;
    const url = `${this.baseUrl}/api/v2${endpointUrl(endpoint, { params, query })}`;
    const epoch = this.phase.epoch;
    const started = performance.now();
    let status = 0;
    let text = '';
    let type = '';
    try {
      const response = await fetch(url, {
        method: endpoint.method,
        headers: {
          ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...cookieHeader(who.cookies),
          'x-forwarded-for': who.ip,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(HANG_MS),
      });
      status = response.status;
      if (who.cookies) keepCookies(who.cookies, response);
      type = response.headers.get('content-type') ?? '';
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      const hang = name === 'TimeoutError' || name === 'AbortError';
      const killed = this.phase.epoch !== epoch || this.phase.restarting;
      // A request cut by the kill was dropped by it even when it had waited long already.
      const failure = killed ? 'dropped' : hang ? 'hang' : 'network';
      const why = String((error as { cause?: unknown }).cause ?? error);
      this.stats?.failed(route, failure, why, started);
      throw new SoakCallError(route, failure, why);
    }
    if (status < 300 && type.includes('json')) {
      try {
        const answer = JSON.parse(text) as TEndpointAnswer<E>;
        this.stats?.answered(route, status, performance.now() - started, text);
        return answer;
      } catch {
        this.stats?.failed(route, 'bad answer', text);
        throw new SoakCallError(route, 'bad answer', text.slice(0, 300));
      }
    }
    this.stats?.answered(route, status, performance.now() - started, text);
    if (status >= 300) throw new SoakCallError(route, status, text);
    // A CSV export and the like: the text itself.
    return text as TEndpointAnswer<E>;
  }
}
