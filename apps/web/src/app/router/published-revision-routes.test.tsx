import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderAppAt, serveSession } from '../../test/render-app.tsx';
import { buildTestSession } from '../../test/sessions.ts';

const COLLECTION = '11111111-1111-4111-8111-111111111111';
const DRAFT = '22222222-2222-4222-8222-222222222222';
const PUBLISHED = '33333333-3333-4333-8333-333333333333';

function renderAt(path: string) {
  serveSession(buildTestSession());
  renderAppAt(path);
}
const location = currentLocation;
/** The first render loads the shell's lazy chunks, which takes a few seconds on a busy machine. */
const SHELL_LOADS = { timeout: 10_000 };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the {publishedId?} of the V/TO and chart routes (000 §2.1)', () => {
  it('opens the published V/TO revision', async () => {
    renderAt(`/vto/detail/${COLLECTION}/${DRAFT}/${PUBLISHED}`);
    await waitFor(() => expect(location()).toBe(`/vto/detail/${COLLECTION}/${PUBLISHED}`), SHELL_LOADS);
  });

  it('keeps the sub-page after the published id', async () => {
    renderAt(`/vto/detail/${COLLECTION}/${DRAFT}/${PUBLISHED}/traction`);
    await waitFor(
      () => expect(location()).toBe(`/vto/detail/${COLLECTION}/${PUBLISHED}/traction`),
      SHELL_LOADS,
    );
  });

  it('leaves a sub-page name where it is', async () => {
    renderAt(`/vto/detail/${COLLECTION}/${DRAFT}/traction`);
    // The page itself answers (the mocked server has no such revision).
    expect(await screen.findByText('This V/TO could not be loaded', {}, SHELL_LOADS)).toBeInTheDocument();
    expect(location()).toBe(`/vto/detail/${COLLECTION}/${DRAFT}/traction`);
  });

  it('opens the published chart revision', async () => {
    renderAt(`/ac/collection/${COLLECTION}/revision/${DRAFT}/${PUBLISHED}`);
    await waitFor(
      () => expect(location()).toBe(`/ac/collection/${COLLECTION}/revision/${PUBLISHED}`),
      SHELL_LOADS,
    );
  });
});
