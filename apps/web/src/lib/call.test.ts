import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { ApiError } from './api-client.ts';
import { call } from './call.ts';

afterEach(() => vi.restoreAllMocks());

const TODO_ID = '5f0c8a4e-3b1d-4c2e-9f6a-7b8c9d0e1f2a';
const todo = {
  id: TODO_ID,
  title: 'Call the bank',
  ownerId: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  tractionId: null,
  dueDate: '2026-12-01',
  status: 'NotDone',
  isOverdue: false,
  contentHtml: '',
  completedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};

describe('call(endpoint, input)', () => {
  it('fills in the path params, sends the body, and answers typed', async () => {
    const { calls } = mockFetch({
      [`PUT /api/v2/todo/${TODO_ID}/complete`]: { body: { succeeded: true, messages: [], todo } },
    });
    const answer = await call(TODO_ENDPOINTS.complete, {
      params: { id: TODO_ID },
      body: { isComplete: true, version: 1 },
    });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `/api/v2/todo/${TODO_ID}/complete` });
    expect(calls[0]?.body).toEqual({ isComplete: true, version: 1 });
    expect(answer.todo.title).toBe('Call the bank');
  });

  it('sends the query as a search string', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/todos': { body: { succeeded: true, messages: [], todos: [todo] } },
    });
    await call(TODO_ENDPOINTS.list, { query: { ids: `${TODO_ID},${TODO_ID}` } });
    expect(calls[0]?.url).toBe(`/api/v2/todos?ids=${encodeURIComponent(`${TODO_ID},${TODO_ID}`)}`);
  });

  it('in the test suite, refuses an answer that drifted from the contract', async () => {
    mockFetch({
      [`GET /api/v2/todo/${TODO_ID}`]: { body: { succeeded: true, messages: [], todo: { id: TODO_ID } } },
    });
    await expect(call(TODO_ENDPOINTS.get, { params: { id: TODO_ID } })).rejects.toThrow(/title/);
  });

  it('throws ApiError with the server messages as every call does', async () => {
    mockFetch({
      [`DELETE /api/v2/todo/${TODO_ID}`]: {
        status: 404,
        body: { succeeded: false, messages: [{ id: 'NOT_FOUND', type: 'error', text: 'To-Do not found.' }] },
      },
    });
    const failure = await call(TODO_ENDPOINTS.remove, { params: { id: TODO_ID } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
