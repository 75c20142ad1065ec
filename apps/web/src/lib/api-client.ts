import type { TEnvelope, TMessage } from '@cairn/domain/errors';
import { SESSION_CONTEXT_HEADER, sessionContextId } from './session/session-context-id.ts';

/** Every call goes to this base (ARCHITECTURE §4). */
const API_BASE = '/api/v2';
/** The readable double-submit cookie the server sets beside the httpOnly session cookie. */
export const CSRF_COOKIE = 'cairn_csrf';
/** The header that echoes the CSRF cookie on every mutation. */
export const CSRF_HEADER = 'x-csrf-token';

/** Methods that change something and therefore carry the CSRF header. */
export type TMutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer: the envelope `{ succeeded, messages }` with the payload beside it. */
export type TApiAnswer<T> = TEnvelope & T;

/**
 * A failed call: `status` is the HTTP status (0 when the network failed and there was no answer),
 * `messages` the server's messages (empty when the answer had none).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: TMessage[];

  constructor(status: number, messages: TMessage[], fallbackText?: string) {
    super(messages[0]?.text ?? fallbackText ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }

  /** The first message for a form field, used to put server validation next to the input. */
  fieldMessage(field: string): string | undefined {
    return this.messages.find((message) => message.field === field)?.text;
  }
}

/** True when the value is an ApiError (narrowing helper for `onError` handlers). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads one cookie by name; the CSRF token lives in a readable cookie. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/** Builds the full URL of an API path: `session` and `/session` both become `/api/v2/session`. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
}

/** GET an API path; resolves with the whole answer, throws ApiError on failure. */
export function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<TApiAnswer<T>> {
  return request<T>('GET', path, undefined, init?.signal);
}

/**
 * Sends a mutation (POST, PUT, PATCH, DELETE) with an optional body and the CSRF header the
 * server requires for cookie sessions; resolves with the whole answer, throws ApiError on failure.
 * A `FormData` body goes as multipart (a file upload: the browser sets its boundary), anything
 * else as JSON.
 */
export function apiSend<T>(method: TMutationMethod, path: string, body?: unknown): Promise<TApiAnswer<T>> {
  return request<T>(method, path, body);
}

/**
 * Sends a small JSON POST that outlives the page (`keepalive`, like `sendBeacon` but with the
 * session-context and CSRF headers the server wants); the answer is not read. For reports such
 * as the usage batch, sent when the page is hidden.
 */
export function apiBeacon(path: string, body: unknown): void {
  void fetch(apiUrl(path), {
    method: 'POST',
    headers: requestHeaders('POST', 'application/json', true),
    body: JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  }).catch(() => {});
}

async function request<T>(
  method: 'GET' | TMutationMethod,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<TApiAnswer<T>> {
  const isForm = body instanceof FormData;
  const headers = requestHeaders(method, 'application/json', body !== undefined && !isForm);

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, [], 'The server could not be reached.');
  }

  const answer = await readJson(response);
  const messages = Array.isArray(answer?.messages) ? (answer.messages as TMessage[]) : [];
  if (!response.ok || answer?.succeeded === false) {
    throw new ApiError(response.status, messages);
  }
  return { succeeded: true, messages: [], ...answer } as TApiAnswer<T>;
}

/** The headers of every call: what it accepts, the tab's organisation, and CSRF on a mutation. */
function requestHeaders(method: 'GET' | TMutationMethod, accept: string, isJson: boolean) {
  const headers: Record<string, string> = {
    accept,
    // Each tab works in its own organisation (002 §3): the server reads it from this id.
    [SESSION_CONTEXT_HEADER]: sessionContextId(),
  };
  if (isJson) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  return headers;
}

/** One server-sent event: its name and its JSON data. */
export type TStreamEvent = { event: string; data: unknown };

/**
 * POSTs a JSON body asking for a server-sent event stream and hands each event to `onEvent` as it
 * arrives. A refusal before the stream (an ordinary JSON answer) throws ApiError as every call does.
 */
export async function apiPostStream(
  path: string,
  body: unknown,
  onEvent: (event: TStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: requestHeaders('POST', 'text/event-stream', true),
      body: JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, [], 'The server could not be reached.');
  }
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (!response.ok || !isStream || !response.body) {
    const answer = await readJson(response);
    throw new ApiError(
      response.status,
      Array.isArray(answer?.messages) ? (answer.messages as TMessage[]) : [],
    );
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) onEvent({ event, data: JSON.parse(data) });
      end = buffer.indexOf('\n\n');
    }
  }
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
