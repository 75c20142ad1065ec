import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectOneRequestOnDoubleClick } from '../../test-support/double-submit.ts';
import { BEA_ID, buildMeeting, MEETING_ID } from '../../test-support/item-fixtures.ts';
import { PERSON_ID } from '../../test-support/render-feature.tsx';
import {
  cleanUpAfterEachItemTest,
  renderItemUi,
  type TMockHandlers,
} from '../../test-support/render-item-popup.tsx';
import { buildIssue, SALES_MEETING_ID } from '../test-support.ts';
import { AddIssuePanel } from './add-issue-panel.tsx';

const LOAD = { timeout: 5000 };

function renderAdd(
  handlers: TMockHandlers = {},
  tractionId: string | null = MEETING_ID,
  role: TRole = 'Member',
) {
  return renderItemUi((onClose) => <AddIssuePanel tractionId={tractionId} onClose={onClose} />, {
    handlers,
    role,
  });
}

cleanUpAfterEachItemTest();

describe('AddIssuePanel', { timeout: 30_000 }, () => {
  it('shows Required on a cleared title and keeps Add Issue disabled', async () => {
    const { user } = renderAdd();
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.getByText('*Required Fields')).toBeInTheDocument();
    await user.type(title, 'x');
    await user.clear(title);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Issue' })).toBeDisabled();
  });

  it('drops an owner who is not invited to the newly chosen meeting, and asks for one', async () => {
    const sales = buildMeeting({ id: SALES_MEETING_ID, title: 'Sales', inviteeIds: [BEA_ID] });
    const { user } = renderAdd(
      {
        'POST /meetings/search': {
          body: { items: [buildMeeting(), sales], totalCount: null, totalPages: null },
        },
      },
      MEETING_ID,
      'Owner',
    );
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Cash');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Issue' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: /Meeting/ }));
    await user.click(await screen.findByRole('option', { name: 'Sales', hidden: true }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Issue' })).toBeDisabled();
  });

  it('creates a meeting issue with the chosen owner and closes with the toast', async () => {
    const { api, onClose, user } = renderAdd(
      { 'POST /issues': { status: 201, body: { issue: buildIssue({ ownerId: BEA_ID }) } } },
      MEETING_ID,
      'Owner',
    );
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Cash flow is tight');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Meeting/ })).toHaveValue('Team sync'));
    await user.click(screen.getByRole('combobox', { name: /Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add Issue' }));

    expect(await screen.findByText('Created: Cash flow is tight')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST /issues').map((call) => call.body)).toEqual([
      { title: 'Cash flow is tight', ownerId: BEA_ID, tractionId: MEETING_ID, entityType: 'meeting' },
    ]);
  });

  it('starts with the caller as owner and offers a Member only themselves (000 §6)', async () => {
    const { user } = renderAdd();
    const owner = await screen.findByRole('combobox', { name: /Owner/ }, LOAD);
    await waitFor(() => expect(owner).toHaveValue('Frances Founder'));
    await user.clear(owner);
    await user.type(owner, 'Bea');
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('offers no V/TO choice to a reader without any V/TO', async () => {
    renderAdd();
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(screen.queryByText(/V\/TO/)).not.toBeInTheDocument();
  });

  it('adds an issue to a V/TO’s long-term list when V/TO is chosen (000 §2.4)', async () => {
    const collectionId = '77777777-7777-4777-8777-777777777777';
    const revisionId = '88888888-8888-4888-8888-888888888888';
    // The folder list as the contract answers it.
    const revision = {
      id: revisionId,
      revisionId,
      collectionId,
      title: 'Q3 plan',
      isPublished: false,
      isTractionLtOnly: false,
      createdById: null,
      updated: '2026-11-25T10:00:00.000Z',
      updatedById: null,
      updatedByName: null,
      version: 0,
    };
    const LONG_TERM_ISSUE_ID = '9d3f1c2b-7a6e-4b5d-8c9f-0a1b2c3d4e5f';
    const { api, onClose, user } = renderAdd({
      'GET /vto/collections': {
        body: {
          collections: [
            {
              id: collectionId,
              title: 'Company V/TO',
              isCompanyFolder: true,
              version: 0,
              revisions: [revision],
            },
          ],
        },
      },
      'POST /issues': {
        status: 201,
        // The contract's answer: call() checks mocks against the endpoint's schema.
        body: {
          newLongTermIssue: { id: LONG_TERM_ISSUE_ID },
          longTermIssue: {
            id: LONG_TERM_ISSUE_ID,
            version: 0,
            title: 'Pricing',
            ownerId: PERSON_ID,
            contentHtml: '',
            created: '2026-11-25T10:00:00.000Z',
          },
          messages: [{ id: 'C', type: 'success', text: 'Created: Pricing' }],
        },
      },
    });
    await user.click(await screen.findByText('V/TO', {}, LOAD));
    expect(screen.queryByRole('combobox', { name: /Meeting/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Pricing');
    // No V/TO chosen yet: nothing to send.
    expect(screen.getByRole('button', { name: 'Add Issue' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /V\/TO/ }));
    await user.click(await screen.findByRole('option', { name: 'Q3 plan (draft)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add Issue' }));
    expect(await screen.findByText('Created: Pricing')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST /issues').map((call) => call.body)).toEqual([
      { title: 'Pricing', ownerId: PERSON_ID, entityType: 'vto', collectionId, revisionId },
    ]);
  });

  it('keeps what was typed and shows a server field message on its field', async () => {
    const { api, onClose, user } = renderAdd({
      'POST /issues': {
        status: 422,
        body: {
          succeeded: false,
          messages: [
            { id: 'X', type: 'error', field: 'ownerId', text: 'The owner must be invited to this meeting.' },
          ],
        },
      },
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.type(title, 'Cash');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Issue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add Issue' }));
    expect(await screen.findByText('The owner must be invited to this meeting.')).toBeInTheDocument();
    expect(title).toHaveValue('Cash');
    expect(onClose).not.toHaveBeenCalled();
    expect(api.callsTo('POST /issues')[0]?.body).toMatchObject({ ownerId: PERSON_ID });
  });

  it('says a meeting is needed first when the person has none', async () => {
    renderAdd({ 'POST /meetings/search': { body: { items: [], totalCount: null, totalPages: null } } }, null);
    expect(
      await screen.findByText('Adding a first Issue requires a meeting', undefined, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(ISSUE_TEXTS.needsMeeting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a meeting' })).toBeInTheDocument();
  });

  it('sends one request on a double click of Add Issue (issue 35)', async () => {
    const { api, onClose, user } = renderAdd({
      'POST /issues': { status: 201, body: { issue: buildIssue() } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }, LOAD), 'Cash flow is tight');
    const add = () => screen.getByRole('button', { name: 'Add Issue' });
    await waitFor(() => expect(add()).toBeEnabled());
    await expectOneRequestOnDoubleClick(user, api, 'POST /issues', add, () =>
      expect(onClose).toHaveBeenCalled(),
    );
  });
});
