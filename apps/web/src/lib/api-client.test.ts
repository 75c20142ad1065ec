import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../test/cookies.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { ApiError, apiGet, apiSend, CSRF_HEADER, readCookie } from './api-client.ts';

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('GETs /api/v2/{path} with the session cookie and answers the envelope with its payload', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/version': { body: { succeeded: true, messages: [], version: '1.2.3' } },
    });
    const answer = await apiGet<{ version: string }>('version');
    expect(answer).toEqual({ succeeded: true, messages: [], version: '1.2.3' });
    expect(calls[0]).toMatchObject({ url: '/api/v2/version', method: 'GET', credentials: 'include' });
    expect(calls[0]?.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('sends the CSRF cookie back as x-csrf-token, and the body as JSON, on mutations', async () => {
    setCookie('other', '1');
    setCookie('cairn_csrf', 'token%2Babc');
    const { calls } = mockFetch({
      'POST /api/v2/orgs': { body: { succeeded: true, messages: [], org: { id: 'o1' } } },
    });
    const answer = await apiSend<{ org: { id: string } }>('POST', '/orgs', { name: 'Acme' });
    expect(answer.org.id).toBe('o1');
    expect(calls[0]?.headers).toMatchObject({
      'x-csrf-token': 'token+abc',
      'content-type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ name: 'Acme' });
    expect(calls[0]?.credentials).toBe('include');
  });

  it('reads one cookie among several', () => {
    setCookie('a', '1');
    setCookie('cairn_csrf', 'xyz');
    expect(readCookie('cairn_csrf')).toBe('xyz');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('throws ApiError with the status and the server messages on a non-2xx answer', async () => {
    const messages = [{ id: 'VAL_REQUIRED', type: 'error', text: 'Required', field: 'name' }];
    mockFetch({ 'POST /api/v2/orgs': { status: 422, body: { succeeded: false, messages } } });
    const error = await apiSend('POST', 'orgs', { name: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, messages, message: 'Required' });
    expect((error as ApiError).fieldMessage('name')).toBe('Required');
  });

  it('throws ApiError with status 0 when the network fails', async () => {
    mockFetch({ 'GET /api/v2/session': 'network-error' });
    const error = await apiGet('session').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, messages: [] });
  });

  it('throws on an answer that says succeeded: false even with status 200', async () => {
    const messages = [{ id: 'X', type: 'error', text: 'Not done' }];
    mockFetch({ 'PUT /api/v2/thing': { status: 200, body: { succeeded: false, messages } } });
    await expect(apiSend('PUT', 'thing')).rejects.toMatchObject({ status: 200, messages });
  });

  it('throws ApiError without messages when the error answer is not JSON', async () => {
    mockFetch({ 'GET /api/v2/session': { status: 502, text: '<html>Bad gateway</html>' } });
    await expect(apiGet('session')).rejects.toMatchObject({ status: 502, messages: [] });
  });
});
