import type { TRole } from '@cairn/domain/permissions/roles';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, type Mock, vi } from 'vitest';
import { BASE_HANDLERS } from './item-fixtures.ts';
import { mockApi } from './mock-api.ts';
import { buildSession, renderFeature } from './render-feature.tsx';

/** Mock answers by `'METHOD /path'` (see mockApi). */
export type TMockHandlers = Parameters<typeof mockApi>[0];

type TOptions = {
  /** Handlers besides (or replacing) the people and the caller's meetings. */
  handlers?: TMockHandlers;
  role?: TRole;
};

/**
 * Renders an item popup or list as a signed-in person of `role` (Member by default) with the
 * shared people and meetings answered; the popup gets the `onClose` mock the test reads.
 */
export function renderItemUi(
  ui: (onClose: Mock) => ReactElement,
  { handlers = {}, role = 'Member' }: TOptions = {},
) {
  const api = mockApi({ ...BASE_HANDLERS, ...handlers });
  const onClose = vi.fn();
  const rendered = renderFeature(ui(onClose), { url: '/', path: '/', session: buildSession(role) });
  return { api, onClose, rendered, user: userEvent.setup({ delay: null }) };
}

/** After each test of the file: the real `fetch` back, and no toast left over. */
export function cleanUpAfterEachItemTest() {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });
}
