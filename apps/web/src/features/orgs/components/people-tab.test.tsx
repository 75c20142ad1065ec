import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { LICENCE_TEXTS, OWNERSHIP_TEXTS } from '@cairn/domain/people/people.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { buildPerson as buildTestPerson } from '../../../test/people.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, ORG_ID, PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { PeopleTab } from './people-tab.tsx';

const OTHER_ID = '66666666-6666-4666-8666-666666666666';
const OWNER_ID = '77777777-7777-4777-8777-777777777777';

/** A person of the organisation, read at version 3 (the role change must send it back). */
const buildPerson = (id: string, firstName: string, role: TRole): TPerson => ({
  ...buildTestPerson(id, firstName, 'Tester', role),
  version: 3,
});

function renderPeople(myRole: TRole) {
  const people = [
    buildPerson(OWNER_ID, 'Olivia', 'Owner'),
    buildPerson(PERSON_ID, 'Me', myRole),
    buildPerson(OTHER_ID, 'Marcus', 'Member'),
  ];
  const api = mockApi({
    'GET /people': { body: { people } },
    'GET /invitations': { body: { invitations: [] } },
    [`PUT /person/${OTHER_ID}/role`]: { body: { person: { ...people[2], role: 'Manager', version: 4 } } },
    [`DELETE /person/${OTHER_ID}`]: { body: { personId: OTHER_ID } },
    [`PUT /person/${OTHER_ID}/permission/billing`]: {
      body: {
        person: { ...people[2], permissions: ['Read|Organization', 'Update|Billing', 'Read|Billing'] },
        messages: [
          { id: 'BILLING_GRANTED', type: 'success', text: LICENCE_TEXTS.billingGranted('Marcus Tester') },
        ],
      },
    },
    [`PUT /org/owner/${OTHER_ID}`]: {
      body: {
        person: { id: OTHER_ID, name: 'Marcus Tester' },
        org: { id: ORG_ID },
        previousOwner: { id: PERSON_ID },
      },
    },
  });
  const session = buildSession(myRole);
  renderFeature(<PeopleTab orgId={ORG_ID} orgName="Northwind" me={session.person!} />, {
    url: '/people',
    path: '/people',
    session,
  });
  return api;
}

afterEach(() => {
  showTexts(null);
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('PeopleTab', () => {
  it('shows a Member the people with role badges but no add, role or remove controls', async () => {
    renderPeople('Member');
    const list = await screen.findByRole('list', { name: 'People of Northwind' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Owner')).toBeInTheDocument();
    expect(within(list).getAllByText('Member')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /invite users/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^role of/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^remove/i })).not.toBeInTheDocument();
  });

  it('gives an Admin the controls, except on the Owner and on their own row', async () => {
    renderPeople('Admin');
    await screen.findByRole('list', { name: 'People of Northwind' });
    expect(screen.getByRole('button', { name: /invite users/i })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Marcus Tester' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Me Tester' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Olivia Tester' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Marcus Tester' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Olivia Tester' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Me Tester' })).not.toBeInTheDocument();
  });

  it('changes a role with the version it was read at', async () => {
    const api = renderPeople('Owner');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Role of Marcus Tester' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(api.callsTo(`PUT /person/${OTHER_ID}/role`)).toHaveLength(1));
    expect(api.callsTo(`PUT /person/${OTHER_ID}/role`)[0]?.body).toEqual({ role: 'Manager', version: 3 });
  });

  it('removes a person only after the confirmation', async () => {
    const api = renderPeople('Owner');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Marcus Tester' }));
    expect(api.callsTo(`DELETE /person/${OTHER_ID}`)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo(`DELETE /person/${OTHER_ID}`)).toHaveLength(1));
  });

  it('lets the Owner transfer ownership after the confirmation, with the toast; an Admin has no such button', async () => {
    const api = renderPeople('Owner');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Transfer Org Ownership to Marcus Tester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Org Ownership' });
    expect(dialog).toHaveTextContent(OWNERSHIP_TEXTS.confirm('Marcus Tester'));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.callsTo(`PUT /org/owner/${OTHER_ID}`)).toHaveLength(1));
    expect(await screen.findByText(OWNERSHIP_TEXTS.transferred('Marcus Tester'))).toBeInTheDocument();
  });

  it('shows an Admin no transfer button', async () => {
    renderPeople('Admin');
    await screen.findByRole('list', { name: 'People of Northwind' });
    expect(screen.queryByRole('button', { name: /^Transfer Org Ownership/ })).not.toBeInTheDocument();
  });

  it('lets the Owner allow a paid member to manage billing, with the toast; an Admin cannot', async () => {
    const api = renderPeople('Owner');
    const user = userEvent.setup({ delay: null });
    const allow = await screen.findByRole('button', { name: 'Allow Marcus Tester to manage billing' });
    expect(allow).toHaveAttribute('aria-pressed', 'false');
    await user.click(allow);
    await waitFor(() => expect(api.callsTo(`PUT /person/${OTHER_ID}/permission/billing`)).toHaveLength(1));
    expect(await screen.findByText(LICENCE_TEXTS.billingGranted('Marcus Tester'))).toBeInTheDocument();
  });

  it('shows a billing holder with the Billing badge, and the Owner removes it', async () => {
    const people = [
      buildPerson(PERSON_ID, 'Me', 'Owner'),
      { ...buildPerson(OTHER_ID, 'Marcus', 'Member'), permissions: ['Update|Billing', 'Read|Billing'] },
    ];
    const api = mockApi({
      'GET /people': { body: { people } },
      'GET /invitations': { body: { invitations: [] } },
      [`DELETE /person/${OTHER_ID}/permission/billing`]: {
        body: { person: { ...people[1], permissions: [] } },
      },
    });
    const session = buildSession('Owner');
    renderFeature(<PeopleTab orgId={ORG_ID} orgName="Northwind" me={session.person!} />, {
      url: '/people',
      path: '/people',
      session,
    });
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Marcus Tester')).closest('li') as HTMLElement;
    expect(within(row).getByText('Billing')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Remove billing permission from Marcus Tester' }),
    );
    await waitFor(() => expect(api.callsTo(`DELETE /person/${OTHER_ID}/permission/billing`)).toHaveLength(1));
  });

  it('reads German: the count as a plural, the roles by their German names', async () => {
    showGermanTexts();
    renderPeople('Admin');
    const list = await screen.findByRole('list', { name: 'Personen von Northwind' });
    expect(screen.getByText('3 Personen in Northwind')).toBeInTheDocument();
    expect(within(list).getByText('Inhaber')).toBeInTheDocument();
    expect(within(list).getByRole('combobox', { name: 'Rolle von Marcus Tester' })).toHaveValue('Mitglied');
    expect(screen.getByRole('button', { name: 'Benutzer einladen' })).toBeInTheDocument();
  });

  it('gives an Admin no billing control', async () => {
    renderPeople('Admin');
    await screen.findByRole('list', { name: 'People of Northwind' });
    expect(screen.queryByRole('button', { name: /billing/ })).not.toBeInTheDocument();
  });
});
