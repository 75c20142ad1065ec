import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TODO_LIST_CONFIG } from '../../components/item-list/list-configs.ts';
import { initialListRequest, itemListPageBody } from '../../components/item-list/use-item-list-search.ts';
import { itemSearchQueryOptions } from '../../components/item-list/use-item-search.ts';
import { mockApi } from '../../features/test-support/mock-api.ts';
import { sessionQueryKey } from '../../lib/session/session-query.ts';
import { buildTestSession } from '../../test/sessions.ts';
import { prefetchRoute } from './route-prefetch.ts';

const MEETING = '55555555-5555-4555-8555-555555555555';
const EMPTY_SEARCH = { body: { items: [], totalCount: 0, totalPages: 0, statusCounts: {} } };

function handlers() {
  return {
    'GET /people': { body: { people: [] } },
    [`GET /meeting/${MEETING}`]: { body: { meeting: { id: MEETING } } },
    'POST /rocks/search': EMPTY_SEARCH,
    'POST /headlines/search': EMPTY_SEARCH,
    'POST /todos/search': EMPTY_SEARCH,
    'POST /issues/search': EMPTY_SEARCH,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchRoute', () => {
  it("starts the meeting overview's calls with the keys its sections use", async () => {
    const api = mockApi(handlers());
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, buildTestSession());
    await prefetchRoute(`/traction/${MEETING}/${MEETING}`, client);
    await vi.waitFor(() => expect(api.calls).toHaveLength(6));
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /meeting/55555555-5555-4555-8555-555555555555',
      'GET /people',
      'POST /headlines/search',
      'POST /issues/search',
      'POST /rocks/search',
      'POST /todos/search',
    ]);
    // The To-Dos section opens on the meeting's open to-dos: the same key finds the prefetched answer.
    const todoBody = itemListPageBody(TODO_LIST_CONFIG, initialListRequest(TODO_LIST_CONFIG, MEETING), null);
    await vi.waitFor(() =>
      expect(client.getQueryState(itemSearchQueryOptions('todo', todoBody).queryKey)?.status).toBe('success'),
    );
  });

  it("asks for My To-Dos with the caller's own to-dos", async () => {
    const api = mockApi(handlers());
    const client = new QueryClient();
    const session = buildTestSession();
    client.setQueryData(sessionQueryKey, session);
    await prefetchRoute('/todos', client);
    await vi.waitFor(() => expect(api.callsTo('POST /todos/search')).toHaveLength(1));
    expect(api.callsTo('POST /todos/search')[0]?.body).toMatchObject({
      includeStatusCounts: true,
      filters: { 'owner-ids': [session.person?.id] },
    });
  });

  it('calls nothing for someone signed out, nor on public pages', async () => {
    const api = mockApi(handlers());
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, null);
    await prefetchRoute(`/traction/${MEETING}/${MEETING}`, client);
    await prefetchRoute('/login', client);
    expect(api.calls).toEqual([]);
  });
});
