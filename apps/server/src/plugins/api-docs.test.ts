import { catalogEndpoints } from '@cairn/domain/api/endpoint-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

type TOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, unknown>; description?: string }>;
};
type TDocument = {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, TOperation>>;
  components: {
    responses: Record<string, unknown>;
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

/** Issue 36 point 1: the OpenAPI document and its readable reference at /api/docs. */
describe('the API reference at /api/docs', () => {
  let app: TTestApp;
  let document: TDocument;
  const operation = (path: string, method: string) =>
    document.paths[`/api/v2${path}`]?.[method] as TOperation;

  beforeAll(async () => {
    app = await createTestApp({ appUrl: 'https://cairn.example.org' });
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => app.close());

  it('answers HTML whose scripts are files of its own, under the strict CSP (no inline script)', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body?.trim()).toBe('');
    }
    const sources = scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '');
    const styles = [...page.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    for (const url of [...sources, ...styles]) {
      const asset = await app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toMatch(url.endsWith('.css') ? /text\/css/ : /javascript/);
      expect(asset.body.length, url).toBeGreaterThan(0);
    }
  });

  it('is OpenAPI 3.1 with this instance (APP_URL) as its server and a description of every area', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers.map((server) => server.url)).toEqual(['https://cairn.example.org']);
    expect(document.tags.length).toBeGreaterThan(15);
    for (const tag of document.tags) expect(tag.description.length).toBeGreaterThan(20);
  });

  it('names every operation by its declaration (operationId), with a summary, a tag and its security', () => {
    const served = catalogEndpoints().filter(({ endpoint }) => {
      const path = endpoint.path.replace(/:([A-Za-z]\w*)/g, '{$1}');
      return operation(path, endpoint.method.toLowerCase());
    });
    expect(served.length).toBeGreaterThan(200);
    for (const { endpoint, operationId } of served) {
      const op = operation(endpoint.path.replace(/:([A-Za-z]\w*)/g, '{$1}'), endpoint.method.toLowerCase());
      expect(op.operationId).toBe(operationId);
      expect(op.summary).toBe(endpoint.summary);
      expect(op.tags).toEqual([endpoint.tag]);
      expect(Array.isArray(op.security), operationId).toBe(true);
    }
    const all = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(all.filter((op) => !op.operationId || !op.summary)).toEqual([]);
  });

  it('says which credentials each operation accepts: none when public, CSRF with a cookie on changes, the token scope', () => {
    expect(operation('/session', 'post').security).toEqual([]);
    expect(operation('/health', 'get').security).toEqual([]);
    expect(operation('/todos/search', 'post').security).toEqual([
      { sessionCookie: [], csrfHeader: [] },
      { bearerSession: [] },
      { personalAccessToken: ['todos:read'] },
    ]);
    expect(operation('/todo/{id}', 'get').security).toEqual([
      { sessionCookie: [] },
      { bearerSession: [] },
      { personalAccessToken: ['todos:read'] },
    ]);
    expect(operation('/todo/{id}', 'put').security).toContainEqual({ personalAccessToken: ['todos:write'] });
    // Calls a token may not make do not offer it.
    expect(operation('/access-tokens', 'get').security).toEqual([
      { sessionCookie: [] },
      { bearerSession: [] },
    ]);
    expect(operation('/account/password', 'put').security).not.toContainEqual(
      expect.objectContaining({ personalAccessToken: expect.anything() }),
    );
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerSession',
      'csrfHeader',
      'personalAccessToken',
      'sessionCookie',
    ]);
  });

  it('lists the error statuses each operation can answer, each the shared error envelope', () => {
    const statuses = (op: TOperation) => Object.keys(op.responses).sort();
    expect(statuses(operation('/todo/{id}', 'put'))).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '422',
      '503',
    ]);
    expect(statuses(operation('/session', 'post'))).toEqual(['200', '400', '422', '429', '503']);
    expect(statuses(operation('/version', 'get'))).toEqual(['200', '503']);
    for (const op of Object.values(document.paths).flatMap((methods) => Object.values(methods))) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (/^2/.test(status)) continue;
        if (!response.$ref) continue; // the health check answers its own shape on 503
        const name = response.$ref.replace('#/components/responses/', '');
        expect(document.components.responses[name], `${op.operationId} ${status}`).toBeDefined();
      }
    }
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
  });

  it('carries the declared examples: request bodies and error answers', () => {
    const body = (
      operation('/todos', 'post') as unknown as {
        requestBody: { content: Record<string, { example?: unknown }> };
      }
    ).requestBody.content['application/json'];
    expect(body?.example).toMatchObject({ title: 'Send the Q4 numbers to the board' });
    const notFound = document.components.responses.NotFound as {
      content: Record<string, { example: unknown }>;
    };
    expect(notFound.content['application/json']?.example).toEqual({
      succeeded: false,
      messages: [{ id: 'NOT_FOUND', type: 'error', text: 'The item could not be found.' }],
    });
  });

  it('declares file answers with their real media type (the scorecard CSV export)', () => {
    const ok = operation('/scorecard/{scorecardId}/export', 'get').responses['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual(['text/csv']);
  });
});
