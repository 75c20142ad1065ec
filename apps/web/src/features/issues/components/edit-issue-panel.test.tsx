import type { TRole } from '@cairn/domain/permissions/roles';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BEA_ID } from '../../test-support/item-fixtures.ts';
import { errorAnswer } from '../../test-support/mock-api.ts';
import {
  cleanUpAfterEachItemTest,
  renderItemUi,
  type TMockHandlers,
} from '../../test-support/render-item-popup.tsx';
import { buildIssue, ISSUE_ID } from '../test-support.ts';
import { EditIssuePanel } from './edit-issue-panel.tsx';

const LOAD = { timeout: 5000 };
const ONE = `/issue/${ISSUE_ID}`;

function renderEdit(handlers: TMockHandlers = {}, role: TRole = 'Member') {
  return renderItemUi((onClose) => <EditIssuePanel issueId={ISSUE_ID} onClose={onClose} />, {
    handlers: { [`GET ${ONE}`]: { body: { issue: buildIssue() } }, ...handlers },
    role,
  });
}

cleanUpAfterEachItemTest();

describe('EditIssuePanel', { timeout: 30_000 }, () => {
  it('keeps the typed title on a 409 and saves it over the reloaded version', async () => {
    const { api, onClose, user } = renderEdit({
      [`GET ${ONE}`]: [{ body: { issue: buildIssue() } }, { body: { issue: buildIssue({ version: 7 }) } }],
      [`PUT ${ONE}`]: [
        errorAnswer(409, 'STALE', 'Changed by someone else'),
        { body: { issue: buildIssue({ title: 'Cash flow', version: 8 }) } },
      ],
    });
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.clear(title);
    await user.type(title, 'Cash flow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this issue');
    expect(title).toHaveValue('Cash flow');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(title).toHaveValue('Cash flow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`PUT ${ONE}`).map((call) => (call.body as { version: number }).version)).toEqual([
      4, 7,
    ]);
    expect(api.callsTo(`PUT ${ONE}`)[1]?.body).toMatchObject({ title: 'Cash flow' });
  });

  it('sends a new owner in the one edit call (000 §4)', async () => {
    const moved = buildIssue({ ownerId: BEA_ID, version: 5 });
    const { api, onClose, user } = renderEdit({ [`PUT ${ONE}`]: { body: { issue: moved } } }, 'Owner');
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.click(screen.getByRole('combobox', { name: /Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Bea Baker', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`PUT ${ONE}`).map((call) => call.body)).toEqual([
      expect.objectContaining({ ownerId: BEA_ID, status: 'Open', version: 4 }),
    ]);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(await screen.findByText('Updated: Cash flow is tight')).toBeInTheDocument();
  });

  it('marks the issue Solved in the same call, with the version it read', async () => {
    const { api, onClose, user } = renderEdit({
      [`PUT ${ONE}`]: { body: { issue: buildIssue({ status: 'Solved', version: 5 }) } },
    });
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(screen.getByRole('radio', { name: 'Not Solved' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Solved' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(`PUT ${ONE}`).map((call) => call.body)).toEqual([
      expect.objectContaining({ status: 'Solved', version: 4 }),
    ]);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('opens Move Issue from its Move button, and comes back on Cancel', async () => {
    const { user } = renderEdit({
      [`GET ${ONE}/move-destinations`]: { body: { meetings: [] } },
    });
    await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('dialog', { name: 'Move Issue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Issue' })).toBeInTheDocument();
  });

  it('offers Move only while nothing typed is unsaved', async () => {
    const { user } = renderEdit();
    const title = await screen.findByRole('textbox', { name: /Title/ }, LOAD);
    expect(screen.getByRole('button', { name: 'Move' })).toBeEnabled();
    await user.type(title, '!');
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
  });
});
