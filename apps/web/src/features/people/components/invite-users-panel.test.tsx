import { BILLING_OFF_SUBSCRIPTION, type TSessionSubscription } from '@cairn/domain/account/session.schemas';
import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { InviteUsersPanel } from './invite-users-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

function renderPanel(orgName = 'Northwind', subscription?: Partial<TSessionSubscription>) {
  const onClose = vi.fn();
  const api = mockApi({
    'POST /people/check-existing-email': (call) => ({
      body: {
        person:
          (call.body as { email: string }).email === 'taken@example.com'
            ? { id: '77777777-7777-4777-8777-777777777777' }
            : null,
      },
    }),
    'POST /subscription/add': { body: { invitations: [], people: [], shouldRedirectToCheckout: false } },
  });
  renderFeature(<InviteUsersPanel orgName={orgName} opened onClose={onClose} />, {
    url: '/people',
    path: '/people',
    session: subscription
      ? {
          ...buildSession('Owner'),
          subscription: {
            ...BILLING_OFF_SUBSCRIPTION,
            isBillingOn: true,
            pricePerPaidPersonCents: 1500,
            ...subscription,
          },
        }
      : buildSession('Owner'),
  });
  return { api, onClose };
}

async function typePerson(first: string, last: string, email: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Invite Users' });
  await userEvent.type(within(dialog).getByLabelText(/First name/), first);
  await userEvent.type(within(dialog).getByLabelText(/Last name/), last);
  await userEvent.type(within(dialog).getByLabelText(/^Email/), email);
  return dialog;
}

describe('InviteUsersPanel', () => {
  it('adds people to the table lower-cased, ignores a duplicate silently and invites them all', async () => {
    const { api, onClose } = renderPanel();
    let dialog = await typePerson('Ada', 'Lovelace', 'Ada@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    const table = await within(dialog).findByRole('table', { name: 'People to invite' });
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();

    dialog = await typePerson('Ada', 'Again', 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(''));
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = api.callsTo('POST /subscription/add');
    expect(call.body).toMatchObject({
      invitees: [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', role: 'Member' }],
      baseUrl: window.location.origin,
    });
    expect(await screen.findByText(PEOPLE_TEXTS.inviteSent)).toBeInTheDocument();
  });

  it('shows the existing-email message for someone already in the organisation', async () => {
    const { api } = renderPanel();
    const dialog = await typePerson('Tom', 'Taken', 'taken@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(await within(dialog).findByText(PEOPLE_TEXTS.existingEmail)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('POST /subscription/add')).toHaveLength(0);
  });

  it('shows field messages for an invalid email and blank names, sending nothing', async () => {
    const { api } = renderPanel();
    const dialog = await typePerson('A', 'B', 'not-an-email');
    await userEvent.clear(within(dialog).getByLabelText(/First name/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says "join Acme Outdoor Co." with one full stop when the name ends in one (issue 35)', async () => {
    renderPanel('Acme Outdoor Co.');
    const dialog = await screen.findByRole('dialog', { name: 'Invite Users' });
    expect(within(dialog).getByText(/a link to join Acme Outdoor Co\. They join/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Co\.\./)).not.toBeInTheDocument();
  });

  /** Adds a Member and a Free Observer; answers the table of the popup. */
  async function addMemberAndObserver() {
    let dialog = await typePerson('Ada', 'Lovelace', 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await within(dialog).findByRole('table', { name: 'People to invite' });
    dialog = await typePerson('Otto', 'Observer', 'otto@example.com');
    await userEvent.click(within(dialog).getByLabelText(/^Permission Level/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Free Observer', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    return dialog;
  }

  it.each([
    ['None', false, '$0.00', /starts your free 30-day trial/],
    ['Trial', false, '$0.00', /cost nothing during your free trial/],
    ['Trial', true, '$15.00', /trial has ended/],
    ['Active', false, '$15.00', /adds \$15\.00 a month/],
  ] as const)(
    'with status %s (trial expired %s) a paid person adds %s and the note says so (001 §4)',
    async (status, isTrialExpired, price, note) => {
      renderPanel('Northwind', { status, isTrialExpired });
      const dialog = await addMemberAndObserver();
      const rows = within(dialog).getAllByRole('row');
      expect(within(rows[0]).getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
      expect(within(rows[1]).getByText(price)).toBeInTheDocument();
      expect(within(rows[2]).getByText('$0.00')).toBeInTheDocument();
      expect(within(dialog).getByTestId('invite-price-note')).toHaveTextContent(note);
      expect(within(dialog).getByLabelText('Cost')).toHaveTextContent(
        `Paid people: 1 · adds ${price} a month`,
      );
    },
  );
});
