import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { BEA_ID, buildMeeting, FORM_LOAD, TEST_PEOPLE } from '../test-support.ts';
import { CreateMeetingModal } from './create-meeting-modal.tsx';

function renderCreate(handlers: Parameters<typeof mockApi>[0] = {}, role: TRole = 'Member') {
  const api = mockApi({ 'GET /people': { body: { people: TEST_PEOPLE } }, ...handlers });
  const onClose = vi.fn();
  renderFeature(<CreateMeetingModal onClose={onClose} />, {
    url: '/meeting/new',
    path: '/meeting/new',
    session: buildSession(role),
  });
  return { api, onClose, user: userEvent.setup({ delay: null }) };
}

const invitee = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

// The whole meeting form is a big tree for jsdom: these tests get more time on a busy machine.
describe('CreateMeetingModal', { timeout: 30_000 }, () => {
  it('creates the meeting with the creator invited, a Monday schedule and the Level 10 agenda, and opens it', async () => {
    const created = buildMeeting({ title: 'Team sync' });
    const { api, onClose, user } = renderCreate({
      'POST /meetings': { status: 201, body: { meeting: created } },
    });
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD));
    await user.paste('  Team sync ');
    expect(await screen.findByRole('checkbox', { name: 'Frances Founder' }, FORM_LOAD)).toBeChecked();
    await user.click(invitee('Bea Baker'));
    await user.click(screen.getByRole('button', { name: 'Create meeting' }));

    expect(await screen.findByText(MEETING_TEXTS.created('Team sync'))).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/traction/${created.id}/${created.id}/meetingoverview`,
    );
    expect(onClose).not.toHaveBeenCalled();
    const body = api.callsTo('POST /meetings')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Team sync',
      colorTag: 'None',
      schedule: { weekday: 1, time: '09:00', timeZone: browserTimeZone() },
    });
    expect(new Set(body.inviteeIds as string[])).toEqual(new Set([PERSON_ID, BEA_ID]));
    expect((body.agenda as { items: unknown[] }).items).toEqual([
      { name: 'Segue', lengthInMinutes: 5 },
      { name: 'Scorecard', lengthInMinutes: 5 },
      { name: 'Rock review', lengthInMinutes: 5 },
      { name: 'Headlines', lengthInMinutes: 5 },
      { name: 'To-do list', lengthInMinutes: 5 },
      { name: 'IDS', lengthInMinutes: 60 },
      { name: 'Conclude', lengthInMinutes: 5 },
    ]);
  });

  it('says a blank title is required and keeps Create disabled', async () => {
    const { api, user } = renderCreate();
    const create = await screen.findByRole('button', { name: 'Create meeting' }, FORM_LOAD);
    expect(create).toBeDisabled();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'x');
    expect(create).toBeEnabled();
    await user.clear(title);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(create).toBeDisabled();
    expect(api.callsTo('POST /meetings')).toHaveLength(0);
  });

  it('needs at least one attendee, with the spec’s text', async () => {
    const { user } = renderCreate();
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD));
    await user.paste('Team sync');
    await user.click(await screen.findByRole('checkbox', { name: 'Frances Founder' }, FORM_LOAD));
    expect(await screen.findByText(MEETING_TEXTS.noAttendees)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create meeting' })).toBeDisabled();
    await user.click(invitee('Alex Archer'));
    await waitFor(() => expect(screen.queryByText(MEETING_TEXTS.noAttendees)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Create meeting' })).toBeEnabled();
  });

  it('finds people by search, says No Results, selects all and ticks shift-click ranges', async () => {
    const { user } = renderCreate();
    const search = await screen.findByRole('textbox', { name: 'Search people' }, FORM_LOAD);
    await user.click(search);
    await user.paste('nobody');
    expect(await screen.findByText('No Results')).toBeInTheDocument();
    await user.clear(search);

    await user.click(await screen.findByRole('checkbox', { name: 'Alex Archer' }, FORM_LOAD));
    await user.keyboard('{Shift>}');
    await user.click(invitee('Chris Cole'));
    await user.keyboard('{/Shift}');
    for (const name of ['Alex Archer', 'Bea Baker', 'Chris Cole']) expect(invitee(name)).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    for (const person of TEST_PEOPLE)
      expect(invitee(`${person.firstName} ${person.lastName}`)).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    for (const person of TEST_PEOPLE) expect(invitee(`${person.firstName} ${person.lastName}`)).toBeChecked();
  });

  it('puts a taken title under the title field and keeps the popup open', async () => {
    const { onClose, user } = renderCreate({
      'POST /meetings': errorAnswer(422, 'VAL_INVALID', MEETING_TEXTS.titleTaken, 'title'),
    });
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD));
    await user.paste('Sales');
    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    const field = await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD);
    await waitFor(() => expect(field).toHaveAccessibleDescription(MEETING_TEXTS.titleTaken));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the create failure text when the server gives no message', async () => {
    const { onClose, user } = renderCreate({ 'POST /meetings': { status: 500, body: { messages: [] } } });
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD));
    await user.paste('Sales');
    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    expect(await screen.findByText('Failed to create meeting. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells an Observer they cannot create meetings, with no form', async () => {
    renderCreate({}, 'Observer');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot create meetings/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create meeting' })).not.toBeInTheDocument();
  });

  it('creates the meeting once on a double click of Create meeting (issue 35)', async () => {
    const created = buildMeeting({ title: 'Team sync' });
    const { api, user } = renderCreate({ 'POST /meetings': { status: 201, body: { meeting: created } } });
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD));
    await user.paste('Team sync');
    const create = screen.getByRole('button', { name: 'Create meeting' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.dblClick(create);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/traction/${created.id}/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /meetings')).toHaveLength(1);
    expect(screen.queryByText(MEETING_TEXTS.titleTaken)).not.toBeInTheDocument();
  });

  it("suggests an organization's first meeting as its leadership team meeting and marks it (issue 35 point 2)", async () => {
    const created = buildMeeting({ title: 'Leadership L10' });
    const { api, user } = renderCreate(
      {
        'POST /meetings/search': { body: { items: [], totalCount: 0, totalPages: 0 } },
        'POST /meetings': { status: 201, body: { meeting: created } },
        [`PUT /org/leadershipteam/${created.id}/true`]: {
          body: { meeting: { ...created, isLeadershipTeam: true } },
        },
      },
      'Owner',
    );
    const leadership = await screen.findByRole('checkbox', { name: 'Leadership team meeting' }, FORM_LOAD);
    expect(leadership).toBeChecked();
    expect(
      screen.getByText(
        "Your organization's first meeting: make it the leadership team meeting, which holds the company rocks of the V/TO.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('Leadership L10');
    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    await waitFor(() => expect(api.callsTo(`PUT /org/leadershipteam/${created.id}/true`)).toHaveLength(1));
  });

  it('leaves the leadership box unticked once the organization has meetings', async () => {
    renderCreate({ 'POST /meetings/search': { body: { items: [], totalCount: 3, totalPages: 1 } } }, 'Admin');
    expect(
      await screen.findByRole('checkbox', { name: 'Leadership team meeting' }, FORM_LOAD),
    ).not.toBeChecked();
    expect(
      screen.getByText(
        'Company rocks and the V/TO belong to it. One meeting at most: ticking it here unticks the other.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no leadership box to a Member', async () => {
    renderCreate({ 'POST /meetings/search': { body: { items: [], totalCount: 0, totalPages: 0 } } });
    expect(await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Leadership team meeting' })).not.toBeInTheDocument();
  });
});
