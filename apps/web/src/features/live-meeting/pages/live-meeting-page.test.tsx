import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { stubViewport } from '../../../test/match-media.ts';
import { buildPerson } from '../../../test/people.ts';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, PERSON_ID, renderFeature } from '../../test-support/render-feature.tsx';
import { buildLiveMeeting } from '../test-support.ts';
import { LiveMeetingPage } from './live-meeting-page.tsx';

const THREAD = '55555555-5555-4555-8555-555555555555';
const OCCURRENCE = '66666666-6666-4666-8666-666666666666';
const SECTIONS = [
  ['Segue', 5],
  ['Scorecard', 5],
  ['IDS', 60],
] as const;

function liveMeeting(fields: Partial<TLiveMeeting> = {}): TLiveMeeting {
  return buildLiveMeeting({
    meetingThreadId: THREAD,
    agenda: SECTIONS.map(([name, minutes], index) => ({
      id: `s${index}`,
      name,
      lengthInMinutes: minutes,
      isActive: index === 0,
      elapsedMs: 0,
      activeSince: null,
    })),
    ...fields,
  });
}

const me = {
  personId: PERSON_ID,
  rating: null,
  avatarUrl: null,
  segueStatus: 'Waiting',
  presence: 'Online',
} as const;
const PEOPLE = {
  body: {
    people: [buildPerson(PERSON_ID, 'Frances', 'Founder', 'Owner')],
  },
};

/** A wide window: the agenda side menu is open (002 §9: expanded from 576 px). */
const stubWideWindow = () => stubViewport('desktop');

const checklist = (items: { id: string; text: string; done: boolean }[], version: number) => ({
  body: { checklist: { meetingId: THREAD, items, version } },
});
const READY = [
  { id: 'scorecard', text: 'Scorecard filled in', done: false },
  { id: 'rocks', text: 'Rocks updated on or off track', done: true },
];

function renderPage(handlers: Parameters<typeof mockApi>[0], role: 'Member' | 'Observer' = 'Member') {
  stubWideWindow();
  const api = mockApi({
    'GET /people': PEOPLE,
    [`GET /meeting/${THREAD}/getchecklist`]: checklist(READY, 3),
    ...handlers,
  });
  renderFeature(<LiveMeetingPage />, {
    url: `/meeting/live/${THREAD}`,
    path: '/meeting/live/:id',
    session: buildSession(role),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  showTexts(null);
});

describe('LiveMeetingPage', { timeout: 30_000 }, () => {
  it('joins, starts as the scribe and moves to the next section, naming the section it saw', async () => {
    const startedAt = new Date().toISOString();
    const running = (index: number, version: number) =>
      liveMeeting({
        meetingId: OCCURRENCE,
        status: 'Running',
        started: startedAt,
        scribePersonId: PERSON_ID,
        attendees: [me],
        agendaIndex: index,
        agenda: liveMeeting().agenda.map((item, i) => ({
          ...item,
          isActive: i === index,
          activeSince: i === index ? startedAt : null,
        })),
        version,
      });
    const { api, user } = renderPage({
      [`GET /live-meeting/${THREAD}`]: { body: { liveMeeting: liveMeeting() } },
      'POST /live-meeting/join': {
        body: { liveMeeting: liveMeeting({ attendees: [me], scribePersonId: PERSON_ID, version: 1 }) },
      },
      'POST /live-meeting/start': { body: { liveMeeting: running(0, 2) } },
      'POST /live-meeting/next-agenda-item': { body: { liveMeeting: running(1, 3) } },
    });
    expect(await screen.findByRole('heading', { name: 'Leadership Team' })).toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();
    const agenda = screen.getByRole('navigation', { name: 'Agenda' });
    expect(within(agenda).getByText('IDS')).toBeInTheDocument();
    expect(within(agenda).getByText('60 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join meeting' }));
    await user.click(await screen.findByRole('button', { name: 'Start meeting' }));
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(api.callsTo('POST /live-meeting/join')[0]?.body).toEqual({ meetingThreadId: THREAD });
    expect(api.callsTo('POST /live-meeting/start')[0]?.body).toEqual({ meetingThreadId: THREAD });
    const attendees = screen.getByRole('region', { name: 'Attendees' });
    expect(within(attendees).getByText('Frances Founder (you)')).toBeInTheDocument();
    expect(within(attendees).getByText('Scribe')).toBeInTheDocument();
    expect(within(attendees).getByText('Online')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next section' }));
    await waitFor(() => expect(api.callsTo('POST /live-meeting/next-agenda-item')).toHaveLength(1));
    expect(api.callsTo('POST /live-meeting/next-agenda-item')[0]?.body).toEqual({
      meetingThreadId: THREAD,
      meetingId: OCCURRENCE,
      fromIndex: 0,
    });
    await waitFor(() =>
      expect(within(agenda).getByRole('button', { name: /Scorecard/ })).toHaveAttribute(
        'aria-current',
        'step',
      ),
    );
  });

  it('shows a section past its minutes in red, and waits for the scribe when someone else leads', async () => {
    const since = new Date(Date.now() - 8 * 60_000).toISOString();
    renderPage({
      [`GET /live-meeting/${THREAD}`]: {
        body: {
          liveMeeting: liveMeeting({
            status: 'Running',
            started: since,
            scribePersonId: '77777777-7777-4777-8777-777777777777',
            attendees: [me],
            agenda: liveMeeting().agenda.map((item, i) => ({ ...item, activeSince: i === 0 ? since : null })),
          }),
        },
      },
    });
    const agenda = await screen.findByRole('navigation', { name: 'Agenda' });
    // Only the scribe's agenda is made of buttons; everyone else reads it.
    expect(within(agenda).queryByRole('button')).not.toBeInTheDocument();
    const segue = within(agenda).getByText('Segue').closest('.mantine-NavLink-root') as HTMLElement;
    expect(segue.textContent).toMatch(/^Segue5 min(7:5\d|8:0\d)$/);
    expect(segue.querySelector('[data-over-time]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Next section' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join meeting' })).not.toBeInTheDocument();
  });

  it('shows the refusal of an action and a not-found state for a meeting it may not see', async () => {
    renderPage({
      [`GET /live-meeting/${THREAD}`]: { body: { liveMeeting: liveMeeting() } },
      'POST /live-meeting/join': errorAnswer(403, 'FORBIDDEN', 'You do not have permission to do this.'),
    });
    const { user } = { user: userEvent.setup({ delay: null }) };
    await user.click(await screen.findByRole('button', { name: 'Join meeting' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  });

  it('shows the checklist before the start: ticks, adds, removes and unticks all with the version read', async () => {
    const added = { id: 'x', text: 'Agenda sent', done: false };
    const { api, user } = renderPage({
      [`GET /live-meeting/${THREAD}`]: { body: { liveMeeting: liveMeeting() } },
      [`PUT /meeting/${THREAD}/updatechecklist`]: (call) =>
        checklist(
          (call.body as { items: typeof READY }).items,
          (call.body as { version: number }).version + 1,
        ),
      [`PUT /meeting/${THREAD}/resetchecklist`]: checklist(
        READY.map((item) => ({ ...item, done: false })),
        9,
      ),
    });
    const card = await screen.findByRole('region', { name: 'Before the meeting' });
    expect(await within(card).findByText('1 of 2 ready')).toBeInTheDocument();

    await user.click(within(card).getByRole('checkbox', { name: 'Scorecard filled in' }));
    await waitFor(() => expect(within(card).getByText('2 of 2 ready')).toBeInTheDocument());
    expect(api.callsTo(`PUT /meeting/${THREAD}/updatechecklist`)[0]?.body).toEqual({
      items: READY.map((item) => ({ ...item, done: true })),
      version: 3,
    });

    await user.type(
      within(card).getByRole('textbox', { name: 'New checklist item' }),
      `${added.text}{Enter}`,
    );
    await waitFor(() => expect(within(card).getByText('2 of 3 ready')).toBeInTheDocument());
    const sent = api.callsTo(`PUT /meeting/${THREAD}/updatechecklist`)[1]?.body as {
      items: unknown[];
      version: number;
    };
    expect(sent.version).toBe(4);
    expect(sent.items[2]).toMatchObject({ text: added.text, done: false });
    expect(within(card).getByRole('textbox', { name: 'New checklist item' })).toHaveValue('');

    await user.click(within(card).getByRole('button', { name: 'Remove "Agenda sent"' }));
    await waitFor(() => expect(within(card).getByText('2 of 2 ready')).toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Untick all' }));
    await waitFor(() => expect(within(card).getByText('0 of 2 ready')).toBeInTheDocument());
    expect(api.callsTo(`PUT /meeting/${THREAD}/resetchecklist`)).toHaveLength(1);
  });

  it('keeps a refused checklist item typed', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ id: `i${i}`, text: `Item ${i}`, done: false }));
    const { api, user } = renderPage({
      [`GET /live-meeting/${THREAD}`]: { body: { liveMeeting: liveMeeting() } },
      [`GET /meeting/${THREAD}/getchecklist`]: checklist(full, 1),
    });
    const card = await screen.findByRole('region', { name: 'Before the meeting' });
    const input = await within(card).findByRole('textbox', { name: 'New checklist item' });
    await user.type(input, 'One too many{Enter}');
    expect(await within(card).findByText('A checklist holds at most 20 items')).toBeInTheDocument();
    expect(input).toHaveValue('One too many');
    expect(api.callsTo(`PUT /meeting/${THREAD}/updatechecklist`)).toHaveLength(0);
  });

  it('shows an Observer the checklist read-only', async () => {
    renderPage({ [`GET /live-meeting/${THREAD}`]: { body: { liveMeeting: liveMeeting() } } }, 'Observer');
    const card = await screen.findByRole('region', { name: 'Before the meeting' });
    expect(
      await within(card).findByRole('checkbox', { name: 'Rocks updated on or off track' }),
    ).toBeDisabled();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('reads German from the German pack: the status, the agenda minutes and the checklist count', async () => {
    showGermanTexts();
    renderPage({ [`GET /live-meeting/${THREAD}`]: { body: { liveMeeting: liveMeeting() } } });
    expect(await screen.findByText('Nicht gestartet')).toBeInTheDocument();
    const agenda = screen.getByRole('navigation', { name: 'Agenda' });
    expect(within(agenda).getByText('60 Min.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Vor dem Meeting' });
    expect(await within(card).findByText('1 von 2 bereit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meeting beitreten' })).toBeInTheDocument();
  });

  it('answers a meeting it may not see with the not-found state', async () => {
    renderPage({
      [`GET /live-meeting/${THREAD}`]: errorAnswer(404, 'NOT_FOUND', 'The meeting could not be found.'),
    });
    expect(await screen.findByText('This meeting could not be found')).toBeInTheDocument();
  });
});
