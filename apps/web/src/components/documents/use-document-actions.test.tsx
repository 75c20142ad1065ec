import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/render.tsx';
import type { TDocumentActions } from './document-kind.ts';
import { useDocumentActions } from './use-document-actions.ts';

const none = () => Promise.resolve();
const calls: TDocumentActions = {
  createFolder: () => Promise.resolve('new'),
  renameFolder: none,
  deleteFolder: none,
  createRevision: () => Promise.resolve({ id: 'r' }) as never,
  rename: none,
  move: none,
  remove: none,
};

describe('the folder pages’ calls', () => {
  it('do not fetch a deleted folder’s queries again (a 404 toast), and refresh the list', async () => {
    const client = createTestQueryClient();
    const fetched = { list: 0, folder: 0 };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['doc', 'collections'], queryFn: () => ++fetched.list });
        useQuery({ queryKey: ['doc', 'collections', 'f1'], queryFn: () => ++fetched.folder });
        return useDocumentActions([['doc']], calls);
      },
      { wrapper },
    );
    await waitFor(() => expect(fetched).toEqual({ list: 1, folder: 1 }));

    await act(() => result.current.deleteFolder('f1'));

    await waitFor(() => expect(fetched.list).toBe(2));
    expect(fetched.folder).toBe(1);
  });
});
