import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import {
  BEA_ID,
  buildRock,
  buildRockWithChild,
  CHILD_ROCK,
  CHILD_ROCK_ID,
  MEETING_ID,
  PARENT_ROCK_ID,
  ROCK_HANDLERS,
  ROCK_ID,
} from '../test-support.ts';
import { EditRockPanel } from './edit-rock-panel.tsx';

const LOAD = { timeout: 5000 };
const PARENT = buildRock({ id: PARENT_ROCK_ID, title: 'Grow the north', delegated: [] });
const DELEGATED = buildRockWithChild({ delegatedFromRockId: PARENT_ROCK_ID });

function renderEdit(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    ...ROCK_HANDLERS,
    [`GET /rock/${ROCK_ID}/delegates`]: { body: { rock: buildRock(), ancestors: [], descendants: [] } },
    ...handlers,
  });
  const onClose = vi.fn();
  const view = renderFeature(<EditRockPanel rockId={ROCK_ID} onClose={onClose} />, {
    url: '/',
    path: '/',
    session: buildSession('Owner'),
  });
  return { api, onClose, queryClient: view.queryClient, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EditRockPanel', { timeout: 30_000 }, () => {
  it('locks the title of a delegated rock, says why, and shows the chain up and down', async () => {
    renderEdit({
      [`GET /rock/${ROCK_ID}`]: { body: { rock: DELEGATED } },
      [`GET /rock/${ROCK_ID}/delegates`]: {
        body: { rock: DELEGATED, ancestors: [PARENT], descendants: [CHILD_ROCK] },
      },
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(title).toHaveAttribute('readonly');
    expect(screen.getByText(ROCK_TEXTS.titleLocked)).toBeInTheDocument();
    const chain = await screen.findByRole('list', { name: 'Delegation chain' }, LOAD);
    const items = within(chain).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Grow the north',
      'Open the Leeds office',
      'Open the Leeds office',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(within(items[2] as HTMLElement).getByText('Off track')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText(/Bea Baker · Team sync · Team/)).toBeInTheDocument();
  });

  it('leaves the title of a root rock editable', async () => {
    renderEdit({ [`GET /rock/${ROCK_ID}`]: { body: { rock: buildRock() } } });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(title).not.toHaveAttribute('readonly');
    expect(screen.queryByText(ROCK_TEXTS.titleLocked)).not.toBeInTheDocument();
  });

  it('closes with the removed toast when the rock is deleted while open', async () => {
    const { onClose, queryClient } = renderEdit({
      [`GET /rock/${ROCK_ID}`]: [{ body: { rock: buildRock() } }, errorAnswer(404, 'NOT_FOUND', 'Gone')],
    });
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await queryClient.invalidateQueries({ queryKey: ['rock'] });
    expect(await screen.findByText(ROCK_TEXTS.removedByOther, undefined, LOAD)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Reload on a 409, keeps the typed title, and saves it over the newer version', async () => {
    const { api, onClose, user } = renderEdit({
      [`GET /rock/${ROCK_ID}`]: [
        { body: { rock: buildRock() } },
        { body: { rock: buildRock({ version: 5 }) } },
      ],
      [`PUT /rock/${ROCK_ID}`]: [
        errorAnswer(409, 'CONFLICT', 'Changed by someone else'),
        { body: { rock: buildRock({ title: 'Open two offices', version: 6 }) } },
      ],
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.clear(title);
    await user.type(title, 'Open two offices');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this rock');
    expect(title).toHaveValue('Open two offices');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(title).toHaveValue('Open two offices');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = api.callsTo(`PUT /rock/${ROCK_ID}`);
    expect(puts.map((call) => (call.body as { version: number }).version)).toEqual([2, 5]);
    expect(puts[1]?.body).toMatchObject({ title: 'Open two offices', tractionIds: [MEETING_ID] });
  });

  it('sends a changed status and a new owner in the one edit call, with the version it read', async () => {
    const { api, onClose, user } = renderEdit({
      [`GET /rock/${ROCK_ID}`]: { body: { rock: buildRock() } },
      [`PUT /rock/${ROCK_ID}`]: {
        body: { rock: buildRock({ ownerId: BEA_ID, status: 'OffTrack', version: 3 }) },
      },
    });
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Off track', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: /^Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`PUT /rock/${ROCK_ID}`).map((call) => call.body)).toEqual([
      expect.objectContaining({ ownerId: BEA_ID, status: 'OffTrack', version: 2 }),
    ]);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('asks whether the delegated rocks go too, and deletes them when ticked', async () => {
    const { api, onClose, user } = renderEdit({
      [`GET /rock/${ROCK_ID}`]: { body: { rock: DELEGATED } },
      [`GET /rock/${ROCK_ID}/delegates`]: {
        body: { rock: DELEGATED, ancestors: [PARENT], descendants: [CHILD_ROCK] },
      },
      [`DELETE /rock/${ROCK_ID}/true`]: { body: { removedIds: [ROCK_ID, CHILD_ROCK_ID] } },
    });
    await screen.findByRole('list', { name: 'Delegation chain' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this rock?' });
    await user.click(
      within(confirm).getByRole('checkbox', { name: /Also delete the rock delegated from it/ }),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`DELETE /rock/${ROCK_ID}/true`)).toHaveLength(1);
    expect(api.callsTo(`DELETE /rock/${ROCK_ID}/false`)).toHaveLength(0);
  });
});
