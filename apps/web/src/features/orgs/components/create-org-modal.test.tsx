import { ORG_TEXTS } from '@cairn/domain/orgs/orgs.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectOneRequestOnDoubleClick } from '../../test-support/double-submit.ts';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { CreateOrgModal } from './create-org-modal.tsx';

const NEW_ORG_ID = '55555555-5555-4555-8555-555555555555';
const newOrg = {
  id: NEW_ORG_ID,
  name: 'Contoso Labs',
  themeColor: '#ff7900',
  logoUrl: null,
  ownerPersonId: null,
  timeZone: 'Europe/Amsterdam',
  weekStart: 'Monday',
  website: null,
  phone: null,
  requireTwoFactor: false,
  version: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderModal(onClose = vi.fn()) {
  renderFeature(<CreateOrgModal onClose={onClose} />, {
    url: '/org/create',
    path: '/org/create',
    session: buildSession(null),
  });
  return onClose;
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('CreateOrgModal', () => {
  it('creates the organisation, switches the session to it, says so and goes home', async () => {
    const api = mockApi({
      'POST /orgs': { body: { org: newOrg } },
      [`PUT /session/org/${NEW_ORG_ID}`]: { body: { orgId: NEW_ORG_ID } },
      'GET /session': { body: buildSession('Owner', 'Contoso Labs') },
    });
    const user = userEvent.setup({ delay: null });
    renderModal();
    const create = await screen.findByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();

    await user.type(screen.getByLabelText(/organization name/i), '  Contoso Labs ');
    await user.click(create);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    // The new organisation starts in the browser's zone.
    expect(api.callsTo('POST /orgs')[0]?.body).toEqual({
      name: 'Contoso Labs',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(api.callsTo(`PUT /session/org/${NEW_ORG_ID}`)).toHaveLength(1);
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /orgs')).toBeLessThan(order.indexOf(`PUT /session/org/${NEW_ORG_ID}`));
    expect(await screen.findByText(ORG_TEXTS.created('Contoso Labs'))).toBeInTheDocument();
  });

  it('keeps the popup and the typed name when the server refuses, with its message on the field', async () => {
    const api = mockApi({ 'POST /orgs': errorAnswer(422, 'VAL_INVALID', 'At most 100 characters', 'name') });
    const user = userEvent.setup({ delay: null });
    renderModal();
    await user.type(await screen.findByLabelText(/organization name/i), 'Contoso Labs');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('At most 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/organization name/i)).toHaveValue('Contoso Labs');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /orgs')).toHaveLength(1));
    expect(api.calls.some((call) => call.path.startsWith('/session/org/'))).toBe(false);
  });

  it('creates the organisation once on a double click of Create (issue 35)', async () => {
    // The switch fails, so the popup is asked to close but stays on screen: a late click must
    // not create a second organisation.
    const api = mockApi({
      'POST /orgs': { body: { org: newOrg } },
      [`PUT /session/org/${NEW_ORG_ID}`]: errorAnswer(500, 'SERVER_ERROR', 'Something went wrong'),
    });
    const user = userEvent.setup({ delay: null });
    const onClose = renderModal();
    await user.type(await screen.findByLabelText(/organization name/i), 'Contoso Labs');
    await expectOneRequestOnDoubleClick(
      user,
      api,
      'POST /orgs',
      () => screen.getByRole('button', { name: 'Create' }),
      () => expect(onClose).toHaveBeenCalled(),
    );
  });
});
