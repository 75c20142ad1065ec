import { type APIRequestContext, expect } from '@playwright/test';
import { bearer } from './accounts.ts';

/** A V/TO folder with one draft in it, made through the API; answers both ids and the draft's call path. */
export async function createVto(
  request: APIRequestContext,
  token: string,
  titles: { folder: string; revision: string },
): Promise<{ collectionId: string; revisionId: string; path: string }> {
  const headers = bearer(token);
  const folder = await request.post('/api/v2/vto/collections', { headers, data: { title: titles.folder } });
  expect(folder.status(), await folder.text()).toBe(201);
  const collectionId = ((await folder.json()) as { collection: { id: string } }).collection.id;
  const draft = await request.post(`/api/v2/vto/collection/${collectionId}/revision`, {
    headers,
    data: { title: titles.revision },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const revisionId = ((await draft.json()) as { revision: { id: string } }).revision.id;
  return { collectionId, revisionId, path: `/api/v2/vto/collection/${collectionId}/revision/${revisionId}` };
}
