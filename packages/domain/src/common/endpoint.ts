import type { z } from 'zod';
import type { TAction } from '../permissions/actions.ts';
import type { TApiTag } from './api-tags.ts';

/**
 * ONE API CONTRACT (issue 8 point 3). An endpoint is declared once, here in the domain: its
 * method, path, the schemas of what it takes and what it answers, and who may call it. The
 * server registers its route from it (`apps/server/src/http/add-route.ts`: validation, answer
 * schema, permission, OpenAPI) and the web calls it through `call(endpoint, input)`
 * (`apps/web/src/lib/call.ts`), typed by the same schemas: neither side restates the shapes.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: an action of the permission matrix, any signed-in user, or anyone. */
export type TEndpointAccess = TAction | 'session' | 'public';

export type TEndpoint = {
  method: THttpMethod;
  /** The path under /api/v2 with `:name` params, e.g. `/todo/:id/complete`. */
  path: string;
  access: TEndpointAccess;
  /** The OpenAPI group: the area (`API_TAGS` in `common/api-tags.ts` describes each). */
  tag: TApiTag;
  /**
   * One line for the API reference (OpenAPI `summary`): what the call does, in the imperative
   * ("Create a to-do"). Required, so no endpoint reaches /api/docs undocumented.
   */
  summary: string;
  /** More for the reference when one line is not enough: rules, side effects, who may call. */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A realistic body for the reference (OpenAPI `example`); a test parses it with `body`. */
  bodyExample?: unknown;
  /** The success answer (with its envelope). */
  answer: z.ZodType;
  /** The success status; 200 unless it creates (201). */
  status?: 200 | 201;
  /** A health check: its 503 answers the success answer's shape (saying what is down), not the error envelope. */
  isHealthCheck?: true;
  /** The media type of a success answer that is not JSON (a file): the OpenAPI document says so. */
  produces?: 'text/csv' | 'application/pdf' | 'application/zip' | 'image/webp' | 'image/*';
};

/** Declares an endpoint, keeping its literal types for both sides. */
export function defineEndpoint<const E extends TEndpoint>(endpoint: E): E {
  return endpoint;
}

type TInputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** A query that may be left out when every field of it is optional. */
type TQueryInput<Q> = Q extends z.ZodType
  ? object extends TInputOf<Q>
    ? { query?: TInputOf<Q> }
    : { query: TInputOf<Q> }
  : { query?: never };

/** A body that may be left out when its schema takes none. */
type TBodyInput<B> = B extends z.ZodType
  ? undefined extends TInputOf<B>
    ? { body?: TInputOf<B> }
    : { body: TInputOf<B> }
  : { body?: never };

/** What a caller sends: the params, query and body its schemas name (each only when it has one). */
export type TEndpointInput<E extends TEndpoint> = (E['params'] extends z.ZodType
  ? { params: TInputOf<E['params']> }
  : { params?: never }) &
  TQueryInput<E['query']> &
  TBodyInput<E['body']>;

/** What the endpoint answers, as parsed. */
export type TEndpointAnswer<E extends TEndpoint> = z.output<E['answer']>;

/** The path with its `:name` params filled in, each encoded: `/todo/:id` -> `/todo/5f0c…`. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The path ${path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` of the defined query values; arrays become comma lists (`ids=a,b`), as the server reads them. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * What a client requests for a call (under /api/v2): the path with its params filled in and the
 * query after it. Every client builds its URL here: the web's `call`, the bench's simulated people.
 */
export function endpointUrl(
  endpoint: TEndpoint,
  input: { params?: unknown; query?: unknown } | undefined,
): string {
  return `${endpointPath(endpoint.path, input?.params as Record<string, unknown> | undefined)}${queryString(input?.query)}`;
}
