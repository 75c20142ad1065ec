import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEETING_ID } from '../../test-support/item-fixtures.ts';
import { cleanUpAfterEachItemTest, renderItemUi } from '../../test-support/render-item-popup.tsx';
import { buildIssue, ISSUE_ID } from '../test-support.ts';
import { IssueList } from './issue-list.tsx';
import { IssueListSection } from './issue-list-section.tsx';

const EMPTY = { title: 'No open issues', text: 'Add one with Add Issue (or press Alt+I).' };
const SOLVE = `PUT /issue/${ISSUE_ID}/solve`;

function renderList(issues = [buildIssue()], canChange = true) {
  return renderItemUi(
    () => <IssueList issues={issues} isPending={false} canChange={canChange} empty={EMPTY} />,
    {
      handlers: {
        [SOLVE]: { body: { issue: buildIssue({ status: 'Solved', version: 5 }) } },
        [`GET /issue/${ISSUE_ID}/move-destinations`]: { body: { meetings: [] } },
      },
      role: canChange ? 'Member' : 'Observer',
    },
  );
}

cleanUpAfterEachItemTest();

describe('IssueList', { timeout: 30_000 }, () => {
  it('solves an issue inline with its version', async () => {
    const { api, user } = renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Solved Cash flow is tight' }));
    await waitFor(() => expect(api.callsTo(SOLVE)).toHaveLength(1));
    expect(api.callsTo(SOLVE)[0]?.body).toEqual({ isSolved: true, version: 4 });
  });

  it('keeps a solved issue in view, struck through, with Undo in its toast; Undo reopens it', async () => {
    const { api, user } = renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Solved Cash flow is tight' }));
    expect(await screen.findByText('Solved: Cash flow is tight')).toBeInTheDocument();
    expect(screen.getAllByText('Cash flow is tight')[0]).toHaveStyle({ textDecoration: 'line-through' });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo(SOLVE)).toHaveLength(2));
    expect(api.callsTo(SOLVE)[1]?.body).toEqual({ isSolved: false, version: 5 });
  });

  it('reopens a solved issue, which shows struck through', async () => {
    const { api, user } = renderList([buildIssue({ status: 'Solved', version: 9 })]);
    expect(screen.getByText('Cash flow is tight')).toHaveStyle({ textDecoration: 'line-through' });
    await user.click(screen.getByRole('checkbox', { name: 'Reopen Cash flow is tight' }));
    await waitFor(() => expect(api.callsTo(SOLVE)).toHaveLength(1));
    expect(api.callsTo(SOLVE)[0]?.body).toEqual({ isSolved: false, version: 9 });
  });

  it('shows observers no solve box, no menu and no editing', () => {
    renderList([buildIssue()], false);
    expect(screen.getByText('Cash flow is tight')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it("opens Move Issue from the row's menu", async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Actions for Cash flow is tight' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    expect(await screen.findByRole('dialog', { name: 'Move Issue' })).toBeInTheDocument();
  });

  it('says what to do when empty', () => {
    renderList([]);
    expect(screen.getByText('No open issues')).toBeInTheDocument();
    expect(screen.getByText(EMPTY.text)).toBeInTheDocument();
  });
});

describe('IssueListSection', { timeout: 30_000 }, () => {
  it("searches the meeting's open issues and counts each status in the same call", async () => {
    const { api } = renderItemUi(
      () => <IssueListSection tractionId={MEETING_ID} title="Issues" canChange />,
      {
        handlers: {
          'POST /issues/search': {
            body: { items: [buildIssue()], totalCount: 1, totalPages: 1, statusCounts: { Open: 1 } },
          },
        },
      },
    );
    expect(await screen.findByText('Cash flow is tight', undefined, { timeout: 5000 })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Issues' });
    expect(await within(section).findByText('Open (1)')).toBeInTheDocument();
    expect(within(section).getByText('Solved (0)')).toBeInTheDocument();
    expect(api.callsTo('POST /issues/search')).toHaveLength(1);
    expect(api.callsTo('POST /issues/search')[0]?.body).toMatchObject({
      includeStatusCounts: true,
      filters: { status: ['Open'], 'traction-ids': [MEETING_ID] },
      sorts: [
        { property: 'priority', ascending: true },
        { property: 'createdAt', ascending: true },
      ],
    });
  });

  it('tells how to add an issue when the meeting has none', async () => {
    renderItemUi(() => <IssueListSection tractionId={MEETING_ID} canChange />, {
      handlers: { 'POST /issues/search': { body: { items: [], totalCount: 0, totalPages: 0 } } },
    });
    expect(await screen.findByText(/press Alt\+I/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
