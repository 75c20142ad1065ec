import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { buildMeeting, FORM_LOAD, TEST_PEOPLE } from '../test-support.ts';
import { CreateMeetingModal } from './create-meeting-modal.tsx';

/** The agenda editor inside the create popup, where people use it. */
async function renderEditor() {
  const api = mockApi({
    'GET /people': { body: { people: TEST_PEOPLE } },
    'POST /meetings': { status: 201, body: { meeting: buildMeeting({ title: 'Team sync' }) } },
  });
  renderFeature(<CreateMeetingModal onClose={vi.fn()} />, {
    url: '/meeting/new',
    path: '/meeting/new',
    session: buildSession('Member'),
  });
  await screen.findByRole('list', { name: 'Agenda' }, FORM_LOAD);
  return { api, user: userEvent.setup({ delay: null }) };
}

const sectionNames = () =>
  screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Name of section/ }).map((input) => input.value);
const total = () => screen.getByTestId('agenda-total').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

// The whole meeting form is a big tree for jsdom: these tests get more time on a busy machine.
describe('AgendaEditor', { timeout: 30_000 }, () => {
  it('starts with the Level 10 agenda and its 90 minutes', async () => {
    await renderEditor();
    expect(sectionNames()).toEqual([
      'Segue',
      'Scorecard',
      'Rock review',
      'Headlines',
      'To-do list',
      'IDS',
      'Conclude',
    ]);
    expect(total()).toBe('Total: 90 minutes');
  });

  it('adds a section (focused, 5 minutes) and removes one, updating the total', async () => {
    const { user } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(sectionNames()).toHaveLength(8);
    expect(total()).toBe('Total: 95 minutes');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name of section 8' })).toHaveFocus());
    await user.paste('Scorecard deep dive');
    expect(sectionNames()[7]).toBe('Scorecard deep dive');

    await user.click(screen.getByRole('button', { name: 'Remove IDS' }));
    expect(sectionNames()).not.toContain('IDS');
    expect(total()).toBe('Total: 35 minutes');
  });

  it('reorders with the up and down buttons and keeps focus on the moved section', async () => {
    const { user } = await renderEditor();
    const down = screen.getByRole('button', { name: 'Move Segue down' });
    expect(screen.getByRole('button', { name: 'Move Segue up' })).toBeDisabled();
    await user.click(down);
    expect(sectionNames().slice(0, 3)).toEqual(['Scorecard', 'Segue', 'Rock review']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Segue down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(sectionNames().slice(0, 3)).toEqual(['Scorecard', 'Rock review', 'Segue']);
    await user.click(screen.getByRole('button', { name: 'Move Conclude up' }));
    expect(sectionNames().slice(-2)).toEqual(['Conclude', 'IDS']);
    expect(screen.getByRole('button', { name: 'Move IDS down' })).toBeDisabled();
  });

  // Seen failing once in a full parallel run (no POST within the wait) and never alone: the waits
  // below allow a slow form, and one retry keeps a lone stall from failing the suite.
  it('changes minutes, refuses 241, and sends the edited agenda in its order', { retry: 1 }, async () => {
    const { api, user } = await renderEditor();
    const ids = screen.getByRole('textbox', { name: 'Minutes of IDS' });
    await user.clear(ids);
    await user.type(ids, '241');
    expect(await screen.findByText(MEETING_TEXTS.agendaMinutes)).toBeInTheDocument();
    await user.clear(ids);
    await user.type(ids, '30');
    await waitFor(() => expect(screen.queryByText(MEETING_TEXTS.agendaMinutes)).not.toBeInTheDocument());
    expect(total()).toBe('Total: 60 minutes');

    await user.click(screen.getByRole('button', { name: 'Move IDS up' }));
    // Typed into the field itself (a click then a paste could land elsewhere if the popup moved
    // the focus meanwhile, which a loaded machine showed twice).
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Team sync');
    await waitFor(() => expect(title).toHaveValue('Team sync'));
    const create = screen.getByRole('button', { name: 'Create meeting' });
    await waitFor(() => expect(create).toBeEnabled(), FORM_LOAD);
    await user.click(create);
    await waitFor(() => expect(api.callsTo('POST /meetings')).toHaveLength(1), FORM_LOAD);
    const items = (api.callsTo('POST /meetings')[0]!.body as { agenda: { items: unknown[] } }).agenda.items;
    expect(items.slice(3, 6)).toEqual([
      { name: 'Headlines', lengthInMinutes: 5 },
      { name: 'IDS', lengthInMinutes: 30 },
      { name: 'To-do list', lengthInMinutes: 5 },
    ]);
  });

  it('keeps at least one section', async () => {
    const { user } = await renderEditor();
    for (const name of ['Segue', 'Scorecard', 'Rock review', 'Headlines', 'To-do list', 'IDS']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    }
    expect(sectionNames()).toEqual(['Conclude']);
    expect(screen.getByRole('button', { name: 'Remove Conclude' })).toBeDisabled();
    expect(total()).toBe('Total: 5 minutes');
  });
});
