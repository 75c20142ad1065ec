import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEETING_ID } from '../../test-support/item-fixtures.ts';
import { cleanUpAfterEachItemTest, renderItemUi } from '../../test-support/render-item-popup.tsx';
import { buildIssue } from '../test-support.ts';
import { IssuesPage } from './issues-page.tsx';

const SEARCH = 'POST /issues/search';

cleanUpAfterEachItemTest();

describe('the Issues page', { timeout: 30_000 }, () => {
  it("lists everyone's open issues of every meeting, each with its meeting, and narrows to one", async () => {
    const { api, user } = renderItemUi(() => <IssuesPage />, {
      handlers: {
        [SEARCH]: {
          body: { items: [buildIssue()], totalCount: 1, totalPages: 1, statusCounts: { Open: 1 } },
        },
      },
    });
    const row = (await screen.findByText('Cash flow is tight')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Team sync')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Meeting' })).toBeInTheDocument();
    const filters = () =>
      (api.callsTo(SEARCH).at(-1)?.body as { filters: Record<string, unknown> } | undefined)?.filters;
    expect(filters()).toEqual({ status: ['Open'] });

    await user.click(screen.getByRole('combobox', { name: 'Meeting' }));
    await user.click(await screen.findByRole('option', { name: 'Team sync' }));
    await waitFor(() => expect(filters()).toEqual({ 'traction-ids': [MEETING_ID], status: ['Open'] }));
  });
});
