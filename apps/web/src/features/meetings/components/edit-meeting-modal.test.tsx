import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { buildMeeting, FORM_LOAD, MEETING_ID, TEST_PEOPLE } from '../test-support.ts';
import { EditMeetingModal } from './edit-meeting-modal.tsx';

const GET = `GET /meeting/${MEETING_ID}`;
const PUT = `PUT /meeting/${MEETING_ID}`;

function renderEdit(handlers: Parameters<typeof mockApi>[0], role: TRole = 'Member') {
  const api = mockApi({ 'GET /people': { body: { people: TEST_PEOPLE } }, ...handlers });
  const onClose = vi.fn();
  renderFeature(<EditMeetingModal onClose={onClose} />, {
    url: `/meeting/${MEETING_ID}`,
    path: '/meeting/:id',
    session: buildSession(role),
  });
  return { api, onClose, user: userEvent.setup({ delay: null }) };
}

async function retitle(user: ReturnType<typeof userEvent.setup>, title: string) {
  const field = await screen.findByRole('textbox', { name: 'Title' }, FORM_LOAD);
  await user.clear(field);
  await user.paste(title);
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

// The whole meeting form is a big tree for jsdom: these tests get more time on a busy machine.
describe('EditMeetingModal', { timeout: 30_000 }, () => {
  it('saves the edit with the version it read, the owner kept invited, and a changed colour by its own call', async () => {
    const { api, onClose, user } = renderEdit({
      [GET]: { body: { meeting: buildMeeting() } },
      [PUT]: { body: { meeting: buildMeeting({ title: 'Leadership', version: 4 }) } },
      [`PUT /meeting/${MEETING_ID}/color-tag`]: {
        body: { meeting: buildMeeting({ colorTag: 'Teal', version: 5 }) },
      },
    });
    const owner = await screen.findByRole('checkbox', { name: 'Frances Founder (owner)' }, FORM_LOAD);
    expect(owner).toBeChecked();
    expect(owner).toBeDisabled();
    await retitle(user, 'Leadership');
    await user.click(screen.getByRole('combobox', { name: 'Color tag' }));
    await user.click(await screen.findByRole('option', { name: 'Teal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated: Leadership')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({
      title: 'Leadership',
      version: 3,
      schedule: buildMeeting().schedule,
    });
    // Sections keep their ids, so the server knows them across the edit.
    expect((api.callsTo(PUT)[0]!.body as { agenda: { items: { id?: string }[] } }).agenda.items[0]?.id).toBe(
      buildMeeting().agenda.items[0]?.id,
    );
    expect(api.callsTo(`PUT /meeting/${MEETING_ID}/color-tag`)[0]?.body).toEqual({ colorTag: 'Teal' });
  });

  it('offers to reload after a 409 and keeps what was typed, then saves with the new version', async () => {
    const { api, onClose, user } = renderEdit({
      [GET]: [
        { body: { meeting: buildMeeting() } },
        { body: { meeting: buildMeeting({ title: 'Renamed', version: 7 }) } },
      ],
      [PUT]: [
        errorAnswer(409, 'CONFLICT', 'This item was changed by someone else. Reload it and try again.'),
        { body: { meeting: buildMeeting({ title: 'Mine', version: 8 }) } },
      ],
    });
    await retitle(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this meeting');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Reload meeting' }));
    expect(await screen.findByText(/The meeting was reloaded/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mine');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(PUT).map((call) => (call.body as { version: number }).version)).toEqual([3, 7]);
  });

  it('tells an Observer they can see but not change the meeting', async () => {
    renderEdit({ [GET]: { body: { meeting: buildMeeting() } } }, 'Observer');
    expect(await screen.findByText('You can see this meeting but not change it')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says why a meeting cannot be opened', async () => {
    renderEdit({ [GET]: errorAnswer(403, 'FORBIDDEN', MEETING_TEXTS.notInvited) });
    expect(await screen.findByText(MEETING_TEXTS.notInvited)).toBeInTheDocument();
  });
});
