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
const invitation = (email: string, status = 'Pending') => ({
  id: ID,
  email,
  orgName: 'Acme',
  inviterName: 'Olivia Owner',
  role: 'Observer',
  status,
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
    [`PUT /session/org/${NEW_ORG}`]: { body: {} },
  });
  renderFeature(<InvitationPage />, { url: URL, path: '/welcome/invitation/:invitationId/:key', session });
  return api;
}

describe('InvitationPage', () => {
  it('tells a signed-out visitor who invites them and links to register (email prefilled) or sign in', async () => {
    renderPage(null, { body: { invitation: invitation('new@example.com') } });
    expect(
      await screen.findByText('Olivia Owner invited you to join Acme as Free Observer.'),
    ).toBeInTheDocument();
    const register = screen.getByRole('link', { name: 'Create an account' });
    expect(register).toHaveAttribute(
      'href',
      `/register?email=new%40example.com&redirect=${encodeURIComponent(URL)}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(URL)}`,
    );
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
