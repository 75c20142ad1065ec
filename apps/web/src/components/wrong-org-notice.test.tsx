import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../lib/session/session-query.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { createTestQueryClient, renderWithProviders } from '../test/render.tsx';
import { buildTestSession, TEST_ORG_ID } from '../test/sessions.ts';
import { WrongOrgNotice } from './wrong-org-notice.tsx';

const OTHER_ID = '99999999-9999-4999-8999-999999999999';

const notice = (
  <WrongOrgNotice
    title="This meeting could not be found"
    text="Gone?"
    backTo="/meetings"
    backLabel="Back to meetings"
  />
);

/** Renders the notice on an item's page with the given session cached. */
function renderNotice(session: ReturnType<typeof buildTestSession>) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  return renderWithProviders(notice, { route: '/meeting/abc', queryClient, withLocation: true });
}

describe('the wrong-organisation notice (002 §8)', () => {
  it('asks a user with other organisations, and switching keeps the page', async () => {
    const session = buildTestSession();
    session.user.orgs = [...session.user.orgs, { id: OTHER_ID, name: 'Southwind', logoUrl: null }];
    const { calls } = mockFetch({
      [`PUT /api/v2/session/org/${OTHER_ID}`]: { body: { succeeded: true, messages: [], orgId: OTHER_ID } },
    });
    renderNotice(session);
    const dialog = await screen.findByRole('dialog', { name: 'Wrong organization' });
    expect(dialog).toHaveTextContent('You cannot access this item while in the Acme organization');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Southwind' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/session/org/${OTHER_ID}`))).toBe(true));
    // Still on the item's page (not sent home): it opens there in the other organisation.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/meeting/abc'));
    expect(TEST_ORG_ID).not.toBe(OTHER_ID);
  });

  it('only says it could not be found to a user of one organisation', async () => {
    mockFetch({});
    renderNotice(buildTestSession());
    expect(await screen.findByText('This meeting could not be found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to meetings' })).toHaveAttribute('href', '/meetings');
  });
});
