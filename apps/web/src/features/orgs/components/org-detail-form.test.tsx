import type { TOrg } from '@cairn/domain/orgs/orgs.schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, ORG_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { OrgDetailForm } from './org-detail-form.tsx';

const org: TOrg = {
  id: ORG_ID,
  name: 'Northwind',
  themeColor: '#ff7900',
  logoUrl: null,
  ownerPersonId: null,
  timeZone: 'UTC',
  weekStart: 'Monday',
  website: null,
  phone: null,
  requireTwoFactor: false,
  version: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('OrgDetailForm', () => {
  it('on a stale version offers to reload, keeps what was typed, and saves it with the new version', async () => {
    const api = mockApi({
      [`GET /org/${ORG_ID}`]: { body: { org: { ...org, name: 'Northwind Ltd', version: 3 } } },
      [`PUT /org/${ORG_ID}`]: [
        errorAnswer(409, 'CONFLICT', 'This item was changed by someone else. Reload it and try again.'),
        { body: { org: { ...org, name: 'Northwind Traders', themeColor: '#1c7ed6', version: 4 } } },
      ],
      'GET /session': { body: buildSession('Owner') },
    });
    const user = userEvent.setup({ delay: null });
    renderFeature(<OrgDetailForm org={org} canEdit />, {
      url: '/x',
      path: '/x',
      session: buildSession('Owner'),
    });

    const name = screen.getByLabelText(/organization name/i);
    await user.clear(name);
    await user.type(name, 'Northwind Traders');
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.click(await screen.findByRole('button', { name: 'Reload latest version' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reload latest version' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText(/organization name/i)).toHaveValue('Northwind Traders');
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PUT /org/${ORG_ID}`)).toHaveLength(2));
    expect(api.callsTo(`PUT /org/${ORG_ID}`)[0]?.body).toEqual({
      name: 'Northwind Traders',
      themeColor: '#1c7ed6',
      timeZone: 'UTC',
      weekStart: 'Monday',
      website: '',
      phone: '',
      version: 2,
    });
    expect(api.callsTo(`PUT /org/${ORG_ID}`)[1]?.body).toEqual({
      name: 'Northwind Traders',
      themeColor: '#1c7ed6',
      timeZone: 'UTC',
      weekStart: 'Monday',
      website: '',
      phone: '',
      version: 3,
    });
  });

  it('saves the time zone and the week start the organisation judges its days by', async () => {
    const api = mockApi({
      [`GET /org/${ORG_ID}`]: { body: { org } },
      [`PUT /org/${ORG_ID}`]: (call) => ({ body: { org: { ...org, ...(call.body as object), version: 3 } } }),
    });
    renderFeature(<OrgDetailForm org={org} canEdit />, {
      url: '/x',
      path: '/x',
      session: buildSession('Owner'),
    });
    const user = userEvent.setup();
    const zone = screen
      .getAllByLabelText('Time zone')
      .find((element) => element.tagName === 'INPUT') as HTMLElement;
    await user.click(zone);
    await user.clear(zone);
    await user.type(zone, 'Berlin');
    const listbox = await waitFor(() => {
      const element = document.getElementById(zone.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('The zones did not open');
      return element;
    });
    await user.click(within(listbox).getByRole('option', { name: 'Europe/Berlin', hidden: true }));
    await user.click(screen.getByText('Sunday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PUT /org/${ORG_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /org/${ORG_ID}`)[0]?.body).toMatchObject({
      timeZone: 'Europe/Berlin',
      weekStart: 'Sunday',
      version: 2,
    });
  });

  it('checks the website and the phone number as typed, keeps letters out of the phone, and clears a field', async () => {
    const api = mockApi({
      [`GET /org/${ORG_ID}`]: { body: { org } },
      [`PUT /org/${ORG_ID}`]: (call) => ({ body: { org: { ...org, ...(call.body as object), version: 3 } } }),
    });
    renderFeature(<OrgDetailForm org={org} canEdit />, {
      url: '/x',
      path: '/x',
      session: buildSession('Owner'),
    });
    const user = userEvent.setup();
    const website = screen.getByLabelText('Website');
    const phone = screen.getByLabelText('Phone number');
    await user.type(website, 'northwind');
    await user.type(phone, '212 555 01x');
    await user.tab();
    // Letters cannot be typed into the phone field at all.
    expect(phone).toHaveValue('212 555 01');
    expect(await screen.findByText('Invalid Website URL')).toBeInTheDocument();
    expect(screen.getByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(website, '.com/about');
    await user.type(phone, '00');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument());
    expect(screen.queryByText('Invalid Website URL')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PUT /org/${ORG_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /org/${ORG_ID}`)[0]?.body).toMatchObject({
      website: 'northwind.com/about',
      phone: '+12125550100',
    });

    // The clear button empties a field and gives it the focus.
    await user.click(within(phone.parentElement as HTMLElement).getByRole('button', { name: 'Clear' }));
    expect(phone).toHaveValue('');
    expect(phone).toHaveFocus();
  });

  it('takes a phone number of any country, sends it as E.164 and shows it in the viewer’s format (issue 35)', async () => {
    const api = mockApi({
      [`GET /org/${ORG_ID}`]: { body: { org } },
      [`PUT /org/${ORG_ID}`]: (call) => ({ body: { org: { ...org, ...(call.body as object), version: 3 } } }),
    });
    renderFeature(<OrgDetailForm org={{ ...org, phone: '+12125550100' }} canEdit />, {
      url: '/x',
      path: '/x',
      session: buildSession('Owner'),
    });
    const user = userEvent.setup({ delay: null });
    const phone = screen.getByLabelText('Phone number');
    // jsdom's browser language is en-US: a US number shows the US way.
    expect(phone).toHaveValue('(212) 555-0100');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.tab();
    expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PUT /org/${ORG_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /org/${ORG_ID}`)[0]?.body).toMatchObject({ phone: '+442079460958' });
    // Saved and shown back in the international form, since it is not a number of the viewer's country.
    await waitFor(() => expect(phone).toHaveValue('+44 20 7946 0958'));
  });

  it('is read-only without a save button for a role that may not update the organisation', () => {
    mockApi({ [`GET /org/${ORG_ID}`]: { body: { org } } });
    renderFeature(<OrgDetailForm org={org} canEdit={false} />, {
      url: '/x',
      path: '/x',
      session: buildSession('Member'),
    });
    expect(screen.getByLabelText(/organization name/i)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
