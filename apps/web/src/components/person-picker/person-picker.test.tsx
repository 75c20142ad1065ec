import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/session/session-query.ts';
import { mockFetch, type TFetchCall } from '../../test/fetch-mock.ts';
import { buildPerson } from '../../test/people.ts';
import { peopleSearchAnswer } from '../../test/people-search.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { buildTestSession } from '../../test/sessions.ts';
import { PersonSelect } from './person-picker.tsx';

const ADA = buildPerson('a0000000-0000-4000-8000-000000000001', 'Ada', 'Admin', 'Admin');
const MO = buildPerson('a0000000-0000-4000-8000-000000000002', 'Mo', 'Member');
const OLA = buildPerson('a0000000-0000-4000-8000-000000000003', 'Ola', 'Observer', 'Observer');
const PEOPLE = [ADA, MO, OLA];

function Harness(props: Partial<Parameters<typeof PersonSelect>[0]>) {
  const [value, setValue] = useState<string | null>(null);
  return <PersonSelect label="Owner" value={value} onChange={setValue} {...props} />;
}

const SEARCH = 'POST /api/v2/people/search';

function renderPicker(
  props: Partial<Parameters<typeof PersonSelect>[0]>,
  search: (call: TFetchCall) => { body: object } = peopleSearchAnswer(PEOPLE),
) {
  const { calls } = mockFetch({
    [SEARCH]: (call) => ({ body: { succeeded: true, messages: [], ...search(call).body } }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, buildTestSession());
  renderWithProviders(<Harness {...props} />, { queryClient });
  const searches = () => calls.filter((call) => call.url.endsWith('/people/search'));
  return { searches, user: userEvent.setup({ delay: null }) };
}

/** The names offered: each option's text without its avatar's initials (decoration, aria-hidden). */
const offered = () =>
  screen.getAllByRole('option').map((option) => {
    const copy = option.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent;
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PersonSelect (000 §7 person search, 000 §9)', () => {
  it('asks POST people/search for one window with its filters and offers what the server answers', async () => {
    const { searches, user } = renderPicker({ hasLicense: true, excludedIds: [MO.id] });
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0].body).toMatchObject({
      startIndex: 0,
      endIndex: 1000,
      filters: { 'has-license': ['true'], 'excluded-ids': [MO.id] },
    });
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await waitFor(() => expect(offered()).toEqual(['Ada Admin']));
  });

  it('filters as the user types without asking again when the whole organisation came back', async () => {
    const { searches, user } = renderPicker({});
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'ol');
    await waitFor(() => expect(offered()).toEqual(['Ola Observer']));
    expect(searches()).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Ola Observer');
  });

  it('sends the typed text to the server when the organisation is larger than one window', async () => {
    const search = (call: TFetchCall) => {
      const answer = peopleSearchAnswer(PEOPLE)(call);
      return { body: { ...answer.body, totalCount: 5000 } };
    };
    const { searches, user } = renderPicker({}, search);
    await waitFor(() => expect(searches()).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'mo');
    await waitFor(() =>
      expect(searches().at(-1)?.body).toMatchObject({
        filters: { 'text-search': ['mo'] },
      }),
    );
    await waitFor(() => expect(offered()).toEqual(['Mo Member']));
  });

  it('offers a Member assigner only themselves and the current owner (000 §6)', async () => {
    const { user } = renderPicker({ assigner: { personId: MO.id, role: 'Member' }, currentOwnerId: ADA.id });
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await waitFor(() => expect(offered()).toEqual(['Ada Admin', 'Mo Member']));
  });

  it('keeps the person when the already-selected one is picked again (issue 35)', async () => {
    const { user } = renderPicker({});
    const field = screen.getByRole('combobox', { name: 'Owner' });
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Mo Member' }));
    expect(field).toHaveValue('Mo Member');
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Mo Member' }));
    expect(field).toHaveValue('Mo Member');
  });
});
