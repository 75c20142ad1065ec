import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import {
  ALEX_ID,
  buildMeeting,
  MEETING_ID,
  OTHER_MEETING_ID,
  searchAnswer,
  TEST_PEOPLE,
} from '../test-support.ts';
import { MeetingListPage } from './meeting-list-page.tsx';

const leadership = buildMeeting({ isFavorite: true, isLeadershipTeam: true, colorTag: 'Blue' });
const sales = buildMeeting({
  id: OTHER_MEETING_ID,
  title: 'Sales',
  inviteeIds: [ALEX_ID],
  ownerPersonId: ALEX_ID,
  schedule: null,
  nextDate: null,
});

function renderList(role: TRole, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /meetings/search': searchAnswer([leadership, sales]),
    'GET /people': { body: { people: TEST_PEOPLE } },
    ...handlers,
  });
  renderFeature(<MeetingListPage />, { url: '/meetings', path: '/meetings', session: buildSession(role) });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('MeetingListPage', () => {
  it('lists the meetings with favourite, leadership badge, next date and invitees, favourites first', async () => {
    const api = renderList('Member');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    const rows = within(list).getAllByTestId('meeting-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Leadership weekly' })).toHaveAttribute(
      'href',
      `/traction/${MEETING_ID}/${MEETING_ID}/meetingoverview`,
    );
    expect(within(rows[0]!).getByText('Leadership team')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('button', { name: 'Remove Leadership weekly from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(rows[0]).toHaveTextContent(/Next: Mon, Jun 3, 2030/);
    expect(within(rows[1]!).getByText('No weekly schedule')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Leadership team')).not.toBeInTheDocument();
    expect(
      await within(rows[0]!).findAllByRole('img', { name: 'Invitees: Frances Founder, Alex Archer' }),
    ).not.toHaveLength(0);
    expect(screen.getByText('2 meetings')).toBeInTheDocument();
    expect(api.callsTo('POST /meetings/search')[0]?.body).toMatchObject({
      startIndex: 0,
      endIndex: 100,
      sorts: [
        { property: 'isFavorite', ascending: false },
        { property: 'title', ascending: true },
      ],
    });
  });

  it('shows an empty state that offers to create the first meeting', async () => {
    renderList('Member', { 'POST /meetings/search': searchAnswer([]) });
    expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first meeting' })).toHaveAttribute(
      'href',
      '/meeting/new',
    );
  });

  it('shows an error with a retry when the search fails', async () => {
    const api = renderList('Member', { 'POST /meetings/search': [{ status: 500 }, searchAnswer([sales])] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The meetings could not be loaded');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
    expect(api.callsTo('POST /meetings/search')).toHaveLength(2);
  });

  it('searches the typed text after a pause and says when nothing matches', async () => {
    const api = renderList('Member', {
      'POST /meetings/search': (call) => {
        const filters = (call.body as { filters: Record<string, string[]> }).filters;
        return filters['text-search'] ? searchAnswer([]) : searchAnswer([leadership, sales]);
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'Meetings' });
    await user.type(screen.getByRole('textbox', { name: 'Search meetings' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No meetings match “zzz”' })).toBeInTheDocument();
    const searches = api.callsTo('POST /meetings/search').map((call) => call.body as { filters: object });
    // One call for the list, one for the whole word: the letters in between were debounced.
    expect(searches).toHaveLength(2);
    expect(searches[1]?.filters).toEqual({ 'text-search': ['zzz'] });
    await user.click(screen.getByRole('button', { name: 'Show all meetings' }));
    expect(await screen.findByRole('list', { name: 'Meetings' })).toBeInTheDocument();
  });

  it('gives an Observer no create, colour or edit controls, but the favourite star', async () => {
    renderList('Observer', { 'POST /meetings/search': searchAnswer([]) });
    await screen.findByRole('heading', { name: 'No meetings yet' });
    expect(screen.queryByRole('link', { name: 'Create your first meeting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New meeting' })).not.toBeInTheDocument();
    expect(screen.getByText(/not invited to any meetings yet/)).toBeInTheDocument();
  });

  it('shows an Observer the meetings without colour or action menus', async () => {
    renderList('Observer', {
      'POST /meetings/search': searchAnswer([leadership]),
    });
    const list = await screen.findByRole('list', { name: 'Meetings' });
    expect(screen.queryByRole('link', { name: 'New meeting' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Color tag of/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Color tag: Blue' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /favorites/ })).toBeInTheDocument();
  });

  it('gives a Member who is invited the New meeting button and the row menus', async () => {
    renderList('Member');
    const list = await screen.findByRole('list', { name: 'Meetings' });
    expect(screen.getByRole('link', { name: 'New meeting' })).toHaveAttribute('href', '/meeting/new');
    expect(
      within(list).getByRole('button', { name: 'Color tag of Leadership weekly: Blue' }),
    ).toBeInTheDocument();
    // Not invited to Sales: a Member may not change it.
    expect(within(list).queryByRole('button', { name: 'Color tag of Sales: None' })).not.toBeInTheDocument();
  });

  it('sets a colour tag and toasts the spec texts, also for None', async () => {
    const api = renderList('Owner', {
      [`PUT /meeting/${MEETING_ID}/color-tag`]: (call) => ({
        body: { meeting: { ...leadership, colorTag: (call.body as { colorTag: string }).colorTag } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Color tag of Leadership weekly: Blue' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark Orange' }));
    expect(
      await screen.findByText('Meeting Leadership weekly color tag updated to Dark Orange'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT /meeting/${MEETING_ID}/color-tag`)[0]?.body).toEqual({ colorTag: 'DarkOrange' });

    await user.click(screen.getByRole('button', { name: /^Color tag of Leadership weekly/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'None' }));
    expect(await screen.findByText(MEETING_TEXTS.colorTagCleared)).toBeInTheDocument();
    expect(api.callsTo(`PUT /meeting/${MEETING_ID}/color-tag`)[1]?.body).toEqual({ colorTag: 'None' });
  });

  it('toggles the favourite star', async () => {
    const api = renderList('Observer', {
      [`PUT /meeting/${OTHER_MEETING_ID}/favorite`]: { body: { meeting: { ...sales, isFavorite: true } } },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Sales to favorites' }));
    await waitFor(() => expect(api.callsTo(`PUT /meeting/${OTHER_MEETING_ID}/favorite`)).toHaveLength(1));
    expect(api.callsTo(`PUT /meeting/${OTHER_MEETING_ID}/favorite`)[0]?.body).toEqual({ isFavorite: true });
    // The list is searched again, so the favourite moves up.
    await waitFor(() => expect(api.callsTo('POST /meetings/search').length).toBeGreaterThan(1));
  });
});
