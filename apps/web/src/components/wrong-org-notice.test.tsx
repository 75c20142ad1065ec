import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession, ORG_ID, renderFeature } from '../features/test-support/render-feature.tsx';
import { mockFetch } from '../test/fetch-mock.ts';
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

describe('the wrong-organisation notice (002 §8)', () => {
  it('asks a user with other organisations, and switching keeps the page', async () => {
    const session = buildSession('Owner', 'Northwind');
    session.user.orgs = [...session.user.orgs, { id: OTHER_ID, name: 'Southwind' }];
    const { calls } = mockFetch({
      [`PUT /api/v2/session/org/${OTHER_ID}`]: { body: { succeeded: true, messages: [], orgId: OTHER_ID } },
    });
    renderFeature(notice, { url: '/meeting/abc', path: '/meeting/:id', session });
    const dialog = await screen.findByRole('dialog', { name: 'Wrong organization' });
    expect(dialog).toHaveTextContent('You cannot access this item while in the Northwind organization');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Southwind' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/session/org/${OTHER_ID}`))).toBe(true));
    // Still on the item's page (not sent home), and the page says what happened.
    expect(screen.getByText('This meeting could not be found')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(ORG_ID).not.toBe(OTHER_ID);
  });

  it('only says it could not be found to a user of one organisation', async () => {
    mockFetch({});
    renderFeature(notice, { url: '/meeting/abc', path: '/meeting/:id', session: buildSession('Owner') });
    expect(await screen.findByText('This meeting could not be found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to meetings' })).toHaveAttribute('href', '/meetings');
  });
});
