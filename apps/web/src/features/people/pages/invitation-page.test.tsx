import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '../../../lib/session/session-query.ts';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { InvitationPage } from './invitation-page.tsx';

const ID = '99999999-9999-4999-8999-999999999999';
const NEW_ORG = '88888888-8888-4888-8888-888888888888';
const URL = `/welcome/invitation/${ID}/secret-key`;
const invitation = (email: string, status = 'Pending', hasAccount = false) => ({
  id: ID,
  email,
  orgName: 'Acme',
  inviterName: 'Olivia Owner',
  role: 'Observer',
  status,
  firstName: 'Priya',
  lastName: 'Patel',
  hasAccount,
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

function renderPage(session: TSession, answer: Record<string, unknown>) {
  const api = mockApi({
    [`GET /invitation/${ID}/secret-key`]: answer,
    [`POST /invitation/${ID}/secret-key/accept`]: { body: { orgId: NEW_ORG } },
    [`POST /invitation/${ID}/secret-key/decline`]: { body: {} },
    [`POST /invitation/${ID}/secret-key/register`]: { body: { token: 't', userId: ID, orgId: NEW_ORG } },
    [`PUT /session/org/${NEW_ORG}`]: { body: {} },
  });
  renderFeature(<InvitationPage />, { url: URL, path: '/welcome/invitation/:invitationId/:key', session });
  return api;
}

describe('InvitationPage', () => {
  it('lets a new invitee join with a password alone: names prefilled, no email code (issue 35 point 9)', async () => {
    const api = renderPage(null, { body: { invitation: invitation('new@example.com') } });
    expect(
      await screen.findByText('Olivia Owner invited you to join Acme as Free Observer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Patel');
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Choose a password'), 'Analytical-Engine-1843');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Analytical-Engine-1843');
    await userEvent.click(screen.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(api.callsTo(`PUT /session/org/${NEW_ORG}`)).toHaveLength(1));
    const [call] = api.callsTo(`POST /invitation/${ID}/secret-key/register`);
    expect(call?.body).toEqual({
      firstName: 'Priya',
      lastName: 'Patel',
      password: 'Analytical-Engine-1843',
      acceptTerms: true,
    });
    expect(screen.queryByText(/code/i)).not.toBeInTheDocument();
  });

  it('sends an invitee whose address has an account to sign in', async () => {
    renderPage(null, { body: { invitation: invitation('known@example.com', 'Pending', true) } });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(URL)}`,
    );
    expect(screen.queryByLabelText('Choose a password')).not.toBeInTheDocument();
  });

  it('accepts as the invited user and switches to the organisation', async () => {
    const api = renderPage(buildSession(null), { body: { invitation: invitation('frances@example.com') } });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo(`PUT /session/org/${NEW_ORG}`)).toHaveLength(1));
    expect(api.callsTo(`POST /invitation/${ID}/secret-key/accept`)).toHaveLength(1);
  });

  it('tells someone signed in as another email to switch accounts, without Accept', async () => {
    renderPage(buildSession('Owner'), { body: { invitation: invitation('other@example.com') } });
    expect(await screen.findByText(PEOPLE_TEXTS.wrongAccount('other@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows the expired text for a link that no longer works, and the used text for an accepted one', async () => {
    renderPage(null, errorAnswer(404, 'NOT_FOUND', PEOPLE_TEXTS.invitationExpired));
    expect(
      await screen.findByRole('heading', { name: 'This invitation no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(PEOPLE_TEXTS.invitationExpired)).toBeInTheDocument();
  });

  it('says a used link was already used', async () => {
    renderPage(null, { body: { invitation: invitation('new@example.com', 'Accepted') } });
    expect(await screen.findByText(PEOPLE_TEXTS.invitationUsed)).toBeInTheDocument();
  });
});
