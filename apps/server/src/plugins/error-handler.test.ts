import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('errors', () => {
  it('answers 400 in the message shape for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'MALFORMED', type: 'error' }] });
  });

  it('takes a call with a JSON content type and no body as an empty body, not a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/session',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages.map((m: { field?: string }) => m.field)).toContain('email');
  });

  it('answers 404 in the message shape for an unknown API path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ succeeded: false, messages: [{ id: 'NOT_FOUND' }] });
  });

  it('answers 500 without internals when a handler throws', async () => {
    const broken = Fastify();
    registerErrorHandler(broken);
    broken.get('/api/v2/test-broken', async () => {
      throw new Error('secret database detail');
    });
    const res = await broken.inject({ method: 'GET', url: '/api/v2/test-broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret database detail');
    expect(res.json().messages[0].text).toBe(
      "We're sorry, but something went wrong. Please try again later.",
    );
    await broken.close();
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v2/session');
  });
});
