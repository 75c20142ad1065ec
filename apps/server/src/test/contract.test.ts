import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TEndpoint } from '@cairn/domain/common/endpoint';
import { ZEnvelope } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { droppedFields } from '../http/answer-serializer.ts';
import { compileFastAnswer } from '../http/fast-answer.ts';
import { buildRecordingTestApp, type TRecordedRoute } from './route-recorder.ts';
import type { TTestApp } from './test-app.ts';

/**
 * The API contract (issue 8 point 3): every route under /api/v2 declares the schema of its
 * answer, and an answer that does not match it fails. The route tests then check each answer
 * against its schema on every call: the serializer refuses a value that does not parse (500), and
 * in the test suites also a field the schema does not declare (`http/answer-serializer.ts`).
 */

/** Every endpoint the domain declares: each `*.endpoints.ts` map, groups of endpoints included. */
async function declaredEndpoints(): Promise<TEndpoint[]> {
  const domain = fileURLToPath(new URL('../../../../packages/domain/src/', import.meta.url));
  const found: TEndpoint[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if ('method' in value && 'path' in value && 'answer' in value) found.push(value as TEndpoint);
    else for (const inner of Object.values(value)) walk(inner);
  };
  for (const file of globSync('**/*.endpoints.ts', { cwd: domain })) {
    const module: Record<string, unknown> = await import(path.join(domain, file));
    for (const [name, value] of Object.entries(module)) if (name.endsWith('_ENDPOINTS')) walk(value);
  }
  return found;
}

let app: TTestApp;
let routes: TRecordedRoute[];

beforeAll(async () => {
  ({ app, routes } = await buildRecordingTestApp());
  // Two routes that break the contract, to see it refused.
  await app.register(async (scope: FastifyInstance) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { response: { 200: ZEnvelope.extend({ count: z.number() }) } };
    r.get('/contract-probe/wrong-type', { config: { public: true }, schema }, async () => {
      return { succeeded: true, messages: [], count: 'three' } as never;
    });
    r.get('/contract-probe/extra-field', { config: { public: true }, schema }, async () => {
      return { succeeded: true, messages: [], count: 3, secret: 'leaks' } as never;
    });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the API contract', () => {
  it('every route under /api/v2 declares the schema of its success answer', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/v2') && route.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(200);
    const undeclared = api
      .filter((route) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        return !Object.keys(response).some((status) => /^2\d\d$/.test(status));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every route under /api/v2 is a domain endpoint, and every endpoint has its route (one contract)', async () => {
    const api = routes
      .filter((route) => route.url.startsWith('/api/v2') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const declared = (await declaredEndpoints()).map(
      (endpoint) => `${endpoint.method} /api/v2${endpoint.path}`,
    );
    expect(declared.length).toBeGreaterThan(200);
    // The test suites' own routes: registered only with CAIRN_TEST_OUTBOX=1 and CAIRN_TEST_HOOKS=1.
    const served = new Set(api);
    const testOnly = /\/dev\/(outbox|hold-database)$/;
    expect(declared.filter((route) => !served.has(route) && !testOnly.test(route))).toEqual([]);
    const known = new Set(declared);
    expect(api.filter((route) => !known.has(route))).toEqual([]);
  });

  it('an answer whose value does not parse with its schema is a 500, never a malformed answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/contract-probe/wrong-type' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('three');
  });

  it('in the test suites, an answer field the schema does not declare fails instead of vanishing', async () => {
    const res = await app.inject({ method: 'GET', url: '/contract-probe/extra-field' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('leaks');
  });

  it('every success answer has a serialiser compiled from its JSON Schema (production writes through it)', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/v2') && route.method !== 'HEAD');
    const uncompiled = api.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, z.ZodType>)
        .filter(([status, schema]) => /^2\d\d$/.test(status) && !compileFastAnswer(schema))
        .map(([status]) => `${route.method} ${route.url} ${status}`),
    );
    expect(uncompiled).toEqual([]);
  });

  it('the compiled serialiser writes what zod writes, and only the declared fields', () => {
    const schema = ZEnvelope.extend({
      item: z.object({ id: z.string(), note: z.string().nullable(), at: z.iso.datetime() }).nullable(),
      list: z.array(z.object({ n: z.number().int(), tags: z.array(z.enum(['a', 'b'])) })),
      counts: z.record(z.string(), z.number()),
    });
    const fast = compileFastAnswer(schema);
    const data = {
      succeeded: true,
      messages: [],
      item: { id: 'x', note: null, at: '2026-11-26T10:00:00.000Z', secret: 'kept out' },
      list: [{ n: 2, tags: ['a'] }],
      counts: { Open: 3 },
    };
    expect(JSON.parse(fast?.(data) ?? '')).toEqual(schema.parse(data));
    expect(JSON.parse(fast?.({ ...data, item: null }) ?? '')).toMatchObject({ item: null });
  });

  it('names every dropped field by its path', () => {
    expect(
      droppedFields({ a: 1, b: { c: 2, d: [{ e: 1, f: 2 }] } }, { a: 1, b: { c: 2, d: [{ e: 1 }] } }),
    ).toEqual(['b.d[0].f']);
    expect(droppedFields({ a: null, b: [1, 2] }, { a: null, b: [1, 2] })).toEqual([]);
  });
});
