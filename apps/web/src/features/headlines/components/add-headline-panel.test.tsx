import type { TRole } from '@cairn/domain/permissions/roles';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOneRequestOnDoubleClick } from '../../test-support/double-submit.ts';
import { errorAnswer } from '../../test-support/mock-api.ts';
import { cleanUpAfterEachItemTest, type TMockHandlers } from '../../test-support/render-item-popup.tsx';
import { BEA_ID, buildHeadline, MEETING_ID, PERSON_ID, renderHeadlineUi } from '../test-support.ts';
import { AddHeadlinePanel } from './add-headline-panel.tsx';

const LOAD = { timeout: 5000 };
const ANOTHER = 'add and create another';
const ADD = 'add headline';

function renderAdd(
  handlers: TMockHandlers = {},
  tractionId: string | null = MEETING_ID,
  role: TRole = 'Member',
) {
  return renderHeadlineUi((onClose) => <AddHeadlinePanel tractionId={tractionId} onClose={onClose} />, {
    handlers: { 'POST /headlines': { status: 201, body: { headline: buildHeadline() } }, ...handlers },
    role,
  });
}

beforeAll(() => {
  // ProseMirror measures the caret to scroll it into view; jsdom's Range cannot measure.
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

cleanUpAfterEachItemTest();

describe('AddHeadlinePanel', { timeout: 30_000 }, () => {
  it('shows Required on a cleared title and keeps both add buttons disabled', async () => {
    const { user } = renderAdd();
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.getByText('*Required Fields')).toBeInTheDocument();
    await user.type(title, 'x');
    expect(screen.getByRole('button', { name: ADD })).toBeEnabled();
    await user.clear(title);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ADD })).toBeDisabled();
    expect(screen.getByRole('button', { name: ANOTHER })).toBeDisabled();
  });

  it('needs a meeting: without one both buttons stay disabled', async () => {
    const { user } = renderAdd({}, null);
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Acme renewed');
    expect(screen.getByRole('button', { name: ADD })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Meeting/ }));
    await user.click(await screen.findByRole('option', { name: 'Sales weekly', hidden: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: ADD })).toBeEnabled());
  });

  it('"add and create another" saves, keeps the popup with owner and meeting, and clears the title', async () => {
    const { api, onClose, user } = renderAdd({}, MEETING_ID, 'Owner');
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Meeting/ })).toHaveValue('Team sync'));
    await user.type(title, 'Acme renewed');
    await user.click(screen.getByRole('combobox', { name: /Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    await user.click(screen.getByRole('button', { name: ANOTHER }));

    expect(await screen.findByText('Created: Acme renewed')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(api.callsTo('POST /headlines')[0]?.body).toEqual({
      title: 'Acme renewed',
      ownerId: BEA_ID,
      tractionId: MEETING_ID,
    });
    await waitFor(() => expect(title).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /Owner/ })).toHaveValue('Bea Baker');
    expect(screen.getByRole('combobox', { name: /Meeting/ })).toHaveValue('Team sync');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ADD })).toBeDisabled();

    await user.type(title, 'Bea hired a designer');
    await user.click(screen.getByRole('button', { name: ADD }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /headlines')[1]?.body).toMatchObject({
      title: 'Bea hired a designer',
      ownerId: BEA_ID,
      tractionId: MEETING_ID,
    });
  });

  it('"add and create another" clears the notes typed for the first headline', async () => {
    const { api, user } = renderAdd();
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.type(title, 'Acme renewed');
    const notes = await screen.findByRole('textbox', { name: 'Notes' }, LOAD);
    act(() => notes.focus());
    await user.keyboard('Two years');
    await waitFor(() => expect(notes).toHaveTextContent('Two years'));
    await user.click(screen.getByRole('button', { name: ANOTHER }));
    await waitFor(() => expect(api.callsTo('POST /headlines')).toHaveLength(1));
    expect(api.callsTo('POST /headlines')[0]?.body).toMatchObject({
      contentHtml: expect.stringContaining('<p>Two years</p>'),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveTextContent(''));
    expect(title).toHaveValue('');
  });

  it('"add headline" saves with the caller as owner by default and closes with the server message', async () => {
    const { api, onClose, user } = renderAdd({
      'POST /headlines': {
        status: 201,
        body: {
          headline: buildHeadline(),
          messages: [{ id: 'ITEM_CREATED', type: 'success', text: 'Created: Acme renewed' }],
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Acme renewed');
    await waitFor(() => expect(screen.getByRole('button', { name: ADD })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: ADD }));
    expect(await screen.findByText('Created: Acme renewed')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST /headlines')[0]?.body).toEqual({
      title: 'Acme renewed',
      ownerId: PERSON_ID,
      tractionId: MEETING_ID,
    });
  });

  it('offers a Member only themselves as owner (000 §6)', async () => {
    const { user } = renderAdd();
    await user.type(await screen.findByRole('combobox', { name: /Owner/ }, LOAD), 'Bea');
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('keeps what was typed and shows a server field message on its field', async () => {
    const { onClose, user } = renderAdd({
      'POST /headlines': errorAnswer(422, 'X', 'The owner must be invited to this meeting.', 'ownerId'),
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.type(title, 'Acme renewed');
    await user.click(screen.getByRole('button', { name: ADD }));
    expect(await screen.findByText('The owner must be invited to this meeting.')).toBeInTheDocument();
    expect(title).toHaveValue('Acme renewed');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a meeting is needed first when the person has none', async () => {
    renderAdd({ 'POST /meetings/search': { body: { items: [], totalCount: null, totalPages: null } } }, null);
    expect(
      await screen.findByText('Adding a first Headline requires a meeting', undefined, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You need a meeting before you can add a headline. Create a meeting first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a meeting' })).toBeInTheDocument();
  });

  it('sends one request on a double click of Add Headline (issue 35)', async () => {
    const { api, onClose, user } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Acme renewed');
    const add = () => screen.getByRole('button', { name: ADD });
    await waitFor(() => expect(add()).toBeEnabled());
    await expectOneRequestOnDoubleClick(user, api, 'POST /headlines', add, () =>
      expect(onClose).toHaveBeenCalled(),
    );
  });
});
