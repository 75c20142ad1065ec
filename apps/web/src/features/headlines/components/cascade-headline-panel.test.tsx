import type { TRole } from '@cairn/domain/permissions/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../../test-support/mock-api.ts';
import { cleanUpAfterEachItemTest, type TMockHandlers } from '../../test-support/render-item-popup.tsx';
import {
  BEA_ID,
  buildHeadline,
  HEADLINE_ID,
  MEETING_ID,
  PERSON_ID,
  renderHeadlineUi,
  SALES_MEETING_ID,
} from '../test-support.ts';
import { CascadeHeadlinePanel } from './cascade-headline-panel.tsx';

const LOAD = { timeout: 5000 };
const CASCADE = 'POST /headline/cascade';
type TUser = ReturnType<typeof renderCascade>['user'];

function renderCascade(handlers: TMockHandlers = {}, role: TRole = 'Owner') {
  return renderHeadlineUi(
    (onClose) => <CascadeHeadlinePanel headline={buildHeadline()} onClose={onClose} />,
    {
      handlers,
      role,
      isCascadeOn: true,
    },
  );
}

async function chooseOwner(user: TUser, row: number, name: string) {
  await user.click(await screen.findByRole('combobox', { name: `Owner ${row}` }, LOAD));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

async function chooseMeeting(user: TUser, row: number, title: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^Meetings ${row}`) }));
  const box = await screen.findByRole('checkbox', { name: title });
  await user.click(box);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: title })).not.toBeInTheDocument());
  // The Escape closed only the meeting list, not the popup (nor asked about unsaved changes).
  expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
}

cleanUpAfterEachItemTest();

describe('CascadeHeadlinePanel', { timeout: 30_000 }, () => {
  it('enables Cascade only when every row has an owner and a meeting, and sends one target per pair', async () => {
    const { api, onClose, user } = renderCascade({
      [CASCADE]: { status: 201, body: { headlines: [buildHeadline(), buildHeadline()] } },
    });
    const cascade = await screen.findByRole('button', { name: 'Cascade' }, LOAD);
    expect(cascade).toBeDisabled();

    await chooseOwner(user, 1, 'Bea Baker');
    expect(cascade).toBeDisabled();
    await chooseMeeting(user, 1, 'Team sync');
    await waitFor(() => expect(cascade).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(await screen.findByRole('combobox', { name: 'Owner 2' })).toBeInTheDocument();
    expect(cascade).toBeDisabled();
    await chooseMeeting(user, 2, 'Sales weekly');
    expect(cascade).toBeDisabled();
    await chooseOwner(user, 2, 'Frances Founder');
    await waitFor(() => expect(cascade).toBeEnabled());

    await user.click(cascade);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(CASCADE)[0]?.body).toEqual({
      headlineId: HEADLINE_ID,
      targets: [
        { ownerId: BEA_ID, tractionId: MEETING_ID },
        { ownerId: PERSON_ID, tractionId: SALES_MEETING_ID },
      ],
    });
    expect(await screen.findByText('Headline cascaded to 2 owners.')).toBeInTheDocument();
  });

  it('disables Cascade again when a row loses its meeting or every row is removed', async () => {
    const { user } = renderCascade();
    const cascade = await screen.findByRole('button', { name: 'Cascade' }, LOAD);
    await chooseOwner(user, 1, 'Bea Baker');
    await chooseMeeting(user, 1, 'Team sync');
    await waitFor(() => expect(cascade).toBeEnabled());
    await chooseMeeting(user, 1, 'Team sync');
    expect(cascade).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.queryByRole('combobox', { name: 'Owner 1' })).not.toBeInTheDocument();
    expect(screen.getByText('Add at least one owner and meeting to cascade to.')).toBeInTheDocument();
    expect(cascade).toBeDisabled();
  });

  it("never offers the headline's own meeting for its own owner", async () => {
    const { user } = renderCascade();
    await chooseOwner(user, 1, 'Frances Founder');
    await user.click(screen.getByRole('button', { name: /^Meetings 1/ }));
    expect(await screen.findByRole('checkbox', { name: 'Sales weekly' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Team sync' })).not.toBeInTheDocument();
  });

  it('offers a Member only themselves as owner (000 §6)', async () => {
    const { user } = renderCascade({}, 'Member');
    await user.type(await screen.findByRole('combobox', { name: 'Owner 1' }, LOAD), 'Bea');
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it("puts the server's row messages on the row they are about and keeps the rows", async () => {
    const { onClose, user } = renderCascade({
      [CASCADE]: errorAnswer(422, 'X', 'The owner must be invited to this meeting.', 'targets.1.tractionId'),
    });
    await chooseOwner(user, 1, 'Bea Baker');
    await chooseMeeting(user, 1, 'Team sync');
    await chooseMeeting(user, 1, 'Sales weekly');
    await user.click(screen.getByRole('button', { name: 'Cascade' }));
    const row = screen.getByRole('group', { name: 'Row 1' });
    expect(await within(row).findByText('The owner must be invited to this meeting.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Owner 1' })).toHaveValue('Bea Baker');
    expect(onClose).not.toHaveBeenCalled();
  });
});
