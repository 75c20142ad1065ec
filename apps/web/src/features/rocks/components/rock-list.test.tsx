import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSelect, optionTexts } from '../../../test/select-options.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import {
  buildRock,
  buildRockWithChild,
  CHILD_ROCK,
  MEETING_ID,
  OTHER_MEETING_ID,
  ROCK_HANDLERS,
  ROCK_ID,
} from '../test-support.ts';
import { RockList } from './rock-list.tsx';
import { RockListSection } from './rock-list-section.tsx';

const EMPTY = { title: 'No open rocks', text: 'Add one with Add Rock.' };
const LOAD = { timeout: 5000 };

function renderList(
  rocks: TRock[],
  { canChange = true, tractionId }: { canChange?: boolean; tractionId?: string } = {},
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    ...ROCK_HANDLERS,
    [`PUT /rock/${ROCK_ID}/status`]: { body: { rock: buildRock({ status: 'OffTrack', version: 3 }) } },
    ...handlers,
  });
  renderFeature(
    <RockList rocks={rocks} isPending={false} canChange={canChange} tractionId={tractionId} empty={EMPTY} />,
    { url: '/', path: '/', session: buildSession(canChange ? 'Member' : 'Observer') },
  );
  return { api, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('RockList', { timeout: 30_000 }, () => {
  it('changes a status inline with the version it shows', async () => {
    const { api, user } = renderList([buildRock()]);
    const status = screen.getByRole('combobox', { name: 'Status of Open the Leeds office' });
    expect(status).toHaveValue('On track');
    const listbox = await openSelect(user, status);
    expect(optionTexts(listbox)).toEqual(['On track', 'Off track', 'Done', 'Not done', 'Closed', 'Non-Rock']);
    await user.click(within(listbox).getByRole('option', { name: 'Off track', hidden: true }));
    await waitFor(() => expect(api.callsTo(`PUT /rock/${ROCK_ID}/status`)).toHaveLength(1));
    expect(api.callsTo(`PUT /rock/${ROCK_ID}/status`)[0]?.body).toEqual({ status: 'OffTrack', version: 2 });
  });

  it('shows an observer the rocks without any control', () => {
    renderList([buildRock({ tractionIds: [MEETING_ID, OTHER_MEETING_ID] })], {
      canChange: false,
      tractionId: MEETING_ID,
    });
    expect(screen.getByText('Open the Leeds office')).toBeInTheDocument();
    expect(screen.getByText('On track')).toBeInTheDocument();
    expect(screen.getByText('Company')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('opens the delegation chain from the row mark', async () => {
    const rock = buildRockWithChild();
    const { user } = renderList(
      [rock],
      {},
      {
        [`GET /rock/${ROCK_ID}/delegates`]: { body: { rock, ancestors: [], descendants: [CHILD_ROCK] } },
      },
    );
    await user.click(screen.getByRole('button', { name: /^Delegated · 1/ }));
    const chain = await screen.findByRole('list', { name: 'Delegation chain' }, LOAD);
    expect(within(chain).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chain).getByText(/Bea Baker · Team sync/)).toBeInTheDocument();
  });

  it('says so when some rocks could not be taken off the meeting', async () => {
    const { api, user } = renderList(
      [buildRock({ tractionIds: [MEETING_ID, OTHER_MEETING_ID] })],
      { tractionId: MEETING_ID },
      {
        [`POST /rocks/remove-in-meeting/${MEETING_ID}`]: {
          body: {
            removedIds: [],
            failedIds: [ROCK_ID],
            messages: [{ id: 'ROCKS_NOT_REMOVED', type: 'error', text: ROCK_TEXTS.someNotRemoved }],
          },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Open the Leeds office' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from this meeting' }));
    expect(await screen.findByText(ROCK_TEXTS.someNotRemoved)).toBeInTheDocument();
    expect(api.callsTo(`POST /rocks/remove-in-meeting/${MEETING_ID}`)[0]?.body).toEqual({
      rockIds: [ROCK_ID],
    });
  });
});

describe('RockListSection', { timeout: 30_000 }, () => {
  it("lists the meeting's open rocks and, when there are none, says how to add one", async () => {
    const api = mockApi({
      ...ROCK_HANDLERS,
      'POST /rocks/search': { body: { items: [], totalCount: 0, totalPages: 0 } },
    });
    renderFeature(<RockListSection tractionId={MEETING_ID} title="Rocks" canChange />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    expect(await screen.findByText('No open rocks', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/press Alt\+R/)).toBeInTheDocument();
    const bodies = api.callsTo('POST /rocks/search').map((call) => call.body as { filters: object });
    expect(bodies).toContainEqual(
      expect.objectContaining({
        startIndex: 0,
        endIndex: 100,
        filters: { status: ['OnTrack', 'OffTrack'], 'traction-ids': [MEETING_ID] },
      }),
    );
  });

  it('gives an observer no Add Rock button and says where rocks come from', async () => {
    mockApi({
      ...ROCK_HANDLERS,
      'POST /rocks/search': { body: { items: [], totalCount: 0, totalPages: 0 } },
    });
    renderFeature(<RockListSection tractionId={MEETING_ID} title="Rocks" canChange={false} />, {
      url: '/',
      path: '/',
      session: buildSession('Observer'),
    });
    expect(await screen.findByText(/Rocks the team sets/, undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Rock' })).not.toBeInTheDocument();
  });
});
