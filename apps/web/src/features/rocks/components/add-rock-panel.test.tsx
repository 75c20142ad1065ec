import { todayIn } from '@cairn/domain/common/clock';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_PANEL_TEXTS } from '../../../components/popup-panel/popup-panel-texts.ts';
import { expectOneRequestOnDoubleClick } from '../../test-support/double-submit.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { BEA_ID, buildRock, MEETING_ID, OTHER_MEETING_ID, ROCK_HANDLERS } from '../test-support.ts';
import { AddRockPanel } from './add-rock-panel.tsx';
import { endOfQuarter, ZRockForm } from './rock-form-schemas.ts';

const LOAD = { timeout: 5000 };
type TUser = ReturnType<typeof userEvent.setup>;

function renderAdd(handlers: Parameters<typeof mockApi>[0] = {}, role: TRole = 'Member') {
  const api = mockApi({ ...ROCK_HANDLERS, ...handlers });
  const onClose = vi.fn();
  renderFeature(<AddRockPanel tractionId={MEETING_ID} onClose={onClose} />, {
    url: '/',
    path: '/',
    session: buildSession(role),
  });
  return { api, onClose, user: userEvent.setup({ delay: null }) };
}

/** Picks an option of a Mantine select (its options are in a portal, hidden from the role tree). */
async function choose(user: TUser, field: HTMLElement, option: string) {
  await user.click(field);
  const listbox = await waitFor(() => {
    const element = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('The options did not open');
    return element;
  });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Fills what a rock needs besides its (preselected) meeting and owner: title and type. */
async function fillRequired(user: TUser, title = 'Open the Leeds office') {
  await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), title);
  await choose(user, screen.getByRole('combobox', { name: /^Type/ }), 'Company');
}

const addButton = () => screen.getByRole('button', { name: 'Add Rock' });

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('AddRockPanel', { timeout: 60_000 }, () => {
  it('keeps the title between 1 and 256 characters, with Add Rock disabled while it is blank', async () => {
    const { user } = renderAdd();
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.click(title);
    await user.paste('x'.repeat(300));
    expect(title).toHaveValue('x'.repeat(256));
    expect(screen.queryByText(ITEM_TEXTS.required)).not.toBeInTheDocument();
    await user.clear(title);
    expect(await screen.findByText(ITEM_TEXTS.required)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    const parsed = ZRockForm.safeParse({ title: 'x'.repeat(257) });
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'title')?.message).toBe(
      ITEM_TEXTS.titleTooLong,
    );
  });

  it('starts with the page meeting, the caller as owner and the end of the quarter', async () => {
    renderAdd();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Meetings/ })).toHaveTextContent('Team sync'),
    );
    expect(screen.getByLabelText(/Due date/)).toHaveValue(endOfQuarter(todayIn(new Date(), 'UTC')));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveValue('Frances Founder'),
    );
    expect(endOfQuarter('2030-02-14')).toBe('2030-03-31');
    expect(endOfQuarter('2030-11-01')).toBe('2030-12-31');
  });

  it('needs at least one meeting', async () => {
    const { user } = renderAdd();
    await fillRequired(user);
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Meetings/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Team sync' }, LOAD));
    await user.keyboard('{Escape}');
    expect(await screen.findByText(ROCK_TEXTS.atLeastOneMeeting)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('needs the meeting, type and owner of every delegated rock', async () => {
    const { user } = renderAdd({}, 'Owner');
    await fillRequired(user);
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add delegated rock' }));
    const row = screen.getByRole('group', { name: 'Delegated rock 1' });
    expect(addButton()).toBeDisabled();
    const type = within(row).getByRole('combobox', { name: 'Type of delegated rock 1' });
    await choose(user, type, 'Team');
    await choose(user, type, 'Team');
    expect(await within(row).findByText(ROCK_TEXTS.chooseType)).toBeInTheDocument();
    await choose(user, type, 'Team');
    await choose(
      user,
      within(row).getByRole('combobox', { name: 'Meeting of delegated rock 1' }),
      'Team sync',
    );
    expect(addButton()).toBeDisabled();
    await choose(user, within(row).getByRole('combobox', { name: 'Owner of delegated rock 1' }), 'Bea Baker');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add delegated rock' }));
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove delegated rock 2' }));
    await waitFor(() => expect(addButton()).toBeEnabled());
  });

  it('creates the rock and its delegated rocks with one call and closes with the server message', async () => {
    const { api, onClose, user } = renderAdd(
      {
        'POST /rocks': {
          status: 201,
          body: {
            rock: buildRock(),
            delegates: [],
            messages: [{ id: 'ITEM_CREATED', type: 'success', text: 'Created: Open the Leeds office' }],
          },
        },
      },
      'Owner',
    );
    await fillRequired(user);
    for (const [n, meeting, type, owner] of [
      [1, 'Team sync', 'Team', 'Bea Baker'],
      [2, 'Sales weekly', 'Departmental', 'Frances Founder'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add delegated rock' }));
      const row = screen.getByRole('group', { name: `Delegated rock ${n}` });
      await choose(user, within(row).getByRole('combobox', { name: /^Meeting of/ }), meeting);
      await choose(user, within(row).getByRole('combobox', { name: /^Type of/ }), type);
      await choose(user, within(row).getByRole('combobox', { name: /^Owner of/ }), owner);
    }
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(addButton());

    expect(await screen.findByText('Created: Open the Leeds office')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const posts = api.callsTo('POST /rocks');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      title: 'Open the Leeds office',
      ownerId: PERSON_ID,
      dueDate: endOfQuarter(todayIn(new Date(), 'UTC')),
      type: 'company',
      tractionIds: [MEETING_ID],
      tractionId: MEETING_ID,
      delegated: [
        { tractionId: MEETING_ID, type: 'team', ownerId: BEA_ID },
        { tractionId: OTHER_MEETING_ID, type: 'department', ownerId: PERSON_ID },
      ],
    });
  });

  it('puts a server message about a delegated row on its field and keeps what was typed', async () => {
    const { onClose, user } = renderAdd(
      {
        'POST /rocks': {
          status: 422,
          body: {
            succeeded: false,
            messages: [
              { id: 'X', type: 'error', field: 'delegated.0.ownerId', text: ROCK_TEXTS.ownerNotInMeeting },
            ],
          },
        },
      },
      'Owner',
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add delegated rock' }));
    const row = screen.getByRole('group', { name: 'Delegated rock 1' });
    await choose(user, within(row).getByRole('combobox', { name: /^Meeting of/ }), 'Sales weekly');
    await choose(user, within(row).getByRole('combobox', { name: /^Type of/ }), 'Team');
    await choose(user, within(row).getByRole('combobox', { name: /^Owner of/ }), 'Bea Baker');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(addButton());
    expect(await within(row).findByText(ROCK_TEXTS.ownerNotInMeeting)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Open the Leeds office');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a meeting is needed first when the person has none', async () => {
    renderAdd({ 'POST /meetings/search': { body: { items: [], totalCount: null, totalPages: null } } });
    expect(
      await screen.findByText('Adding a first Rock requires a meeting', undefined, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(ROCK_TEXTS.needsMeeting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a meeting' })).toBeInTheDocument();
  });

  it('sends one request on a double click of Add Rock (issue 35)', async () => {
    const { api, onClose, user } = renderAdd({
      'POST /rocks': { status: 201, body: { rock: buildRock(), delegates: [] } },
    });
    await fillRequired(user);
    await waitFor(() => expect(addButton()).toBeEnabled());
    await expectOneRequestOnDoubleClick(user, api, 'POST /rocks', addButton, () =>
      expect(onClose).toHaveBeenCalled(),
    );
  });

  it('a disabled Add Rock says why, beside it and as its description (issue 35)', async () => {
    const { user } = renderAdd();
    await fillRequired(user);
    await waitFor(() => expect(addButton()).toBeEnabled());
    expect(addButton()).not.toHaveAccessibleDescription();
    await user.clear(screen.getByRole('textbox', { name: /Title/ }));
    await waitFor(() => expect(addButton()).toBeDisabled());
    expect(addButton()).toHaveAccessibleDescription(POPUP_PANEL_TEXTS.fillRequired);
    expect(screen.getByText(POPUP_PANEL_TEXTS.fillRequired)).toBeVisible();
  });

  it('keeps the owner when the already-selected owner is picked again (issue 35)', async () => {
    const { user } = renderAdd({}, 'Owner');
    await fillRequired(user);
    const owner = screen.getByRole('combobox', { name: /^Owner/ });
    await waitFor(() => expect(owner).toHaveValue('Frances Founder'));
    await choose(user, owner, 'Frances Founder');
    expect(owner).toHaveValue('Frances Founder');
    expect(addButton()).toBeEnabled();
  });
});
