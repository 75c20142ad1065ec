import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BEA_ID } from '../../test-support/item-fixtures.ts';
import { errorAnswer } from '../../test-support/mock-api.ts';
import { PERSON_ID } from '../../test-support/render-feature.tsx';
import {
  cleanUpAfterEachItemTest,
  renderItemUi,
  type TMockHandlers,
} from '../../test-support/render-item-popup.tsx';
import { buildIssue, ISSUE_ID, SALES_MEETING_ID } from '../test-support.ts';
import { MoveIssuePanel } from './move-issue-panel.tsx';

const LOAD = { timeout: 5000 };
const DESTINATIONS = `GET /issue/${ISSUE_ID}/move-destinations`;
const MOVE = `POST /issue/${ISSUE_ID}/move`;
const SALES = { id: SALES_MEETING_ID, title: 'Sales' };

function renderMove(handlers: TMockHandlers = {}, role: TRole = 'Member') {
  return renderItemUi((onClose) => <MoveIssuePanel issue={buildIssue()} onClose={onClose} />, {
    handlers: { [DESTINATIONS]: { body: { meetings: [SALES], vtos: [] } }, ...handlers },
    role,
  });
}

async function chooseSales(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /Destination/ }, LOAD));
  await user.click(await screen.findByRole('option', { name: 'Sales', hidden: true }, LOAD));
}

cleanUpAfterEachItemTest();

describe('MoveIssuePanel', { timeout: 30_000 }, () => {
  it("lists the owner's other meetings as destinations", async () => {
    const { api, user } = renderMove();
    expect(await screen.findByRole('dialog', { name: 'Move Issue' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('From: Team sync', undefined, LOAD)).toBeInTheDocument();
    await chooseSales(user);
    expect(screen.getByRole('combobox', { name: /Destination/ })).toHaveValue('Sales');
    expect(api.callsTo(DESTINATIONS)[0]?.search).toBe(`?ownerId=${PERSON_ID}`);
  });

  it('says so when the owner has no other meetings and no editable V/TO, and offers no Move', async () => {
    renderMove({ [DESTINATIONS]: { body: { meetings: [], vtos: [] } } });
    expect(await screen.findByText(ISSUE_TEXTS.noOtherMeetings, undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText(VTO_TEXTS.noEditableVtos)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Destination/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
  });

  it('asks for the destinations of another chosen owner (Owner role)', async () => {
    const { api, user } = renderMove({}, 'Owner');
    await screen.findByRole('combobox', { name: /Destination/ }, LOAD);
    await user.click(screen.getByRole('combobox', { name: /Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    await waitFor(() =>
      expect(api.callsTo(DESTINATIONS).map((call) => call.search)).toContain(`?ownerId=${BEA_ID}`),
    );
  });

  it('moves the issue onto a V/TO’s long-term list (000 §2.4)', async () => {
    const vto = {
      collectionId: '77777777-7777-4777-8777-777777777777',
      revisionId: '88888888-8888-4888-8888-888888888888',
      title: 'Q3 plan',
      folderTitle: 'Acme Vision/Traction Organizer',
      isPublished: false,
    };
    const TO_VTO = `POST /issue/${ISSUE_ID}/move-to-vto`;
    const { api, onClose, user } = renderMove({
      [DESTINATIONS]: { body: { meetings: [SALES], vtos: [vto] } },
      [TO_VTO]: {
        body: {
          longTermIssue: {
            id: '99999999-9999-4999-8999-999999999999',
            version: 0,
            title: 'T',
            ownerId: PERSON_ID,
            contentHtml: '',
            created: '2026-11-25T10:00:00.000Z',
          },
        },
      },
    });
    await user.click(await screen.findByRole('combobox', { name: /Destination/ }, LOAD));
    await user.click(
      await screen.findByRole(
        'option',
        { name: 'Q3 plan (Acme Vision/Traction Organizer, draft)', hidden: true },
        LOAD,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText('Your issue was moved to Q3 plan (Acme Vision/Traction Organizer, draft).'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo(TO_VTO).map((call) => call.body)).toEqual([
      { collectionId: vto.collectionId, revisionId: vto.revisionId, ownerId: PERSON_ID, version: 4 },
    ]);
  });

  it('moves the issue, toasts the destination and closes', async () => {
    const { api, onClose, user } = renderMove({
      [MOVE]: { body: { issue: buildIssue({ tractionId: SALES_MEETING_ID, version: 5 }) } },
    });
    await chooseSales(user);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Your issue was moved to Sales.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo(MOVE).map((call) => call.body)).toEqual([
      {
        destinationId: SALES_MEETING_ID,
        ownerId: PERSON_ID,
        sourceType: 'meeting',
        destinationType: 'meeting',
        version: 4,
      },
    ]);
  });

  it("toasts that it wasn't moved and stays open when the move is refused", async () => {
    const { onClose, user } = renderMove({
      [MOVE]: errorAnswer(
        422,
        'OWNER_NOT_INVITED',
        'The owner must be invited to this meeting.',
        'destinationId',
      ),
    });
    await chooseSales(user);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(ISSUE_TEXTS.moveFailed)).toBeInTheDocument();
    expect(screen.getByText('The owner must be invited to this meeting.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Move Issue' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
