import { todayIn } from '@cairn/domain/common/clock';
import { quarterLabel, quarterOf, quarterSpan, shiftQuarter } from '@cairn/domain/rocks/rock-quarters';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BEA_ID } from '../../test-support/item-fixtures.ts';
import { cleanUpAfterEachItemTest, renderItemUi } from '../../test-support/render-item-popup.tsx';
import { buildRock } from '../test-support.ts';
import { RocksPage } from './rocks-page.tsx';

const SEARCH = 'POST /rocks/search';
const thisQuarter = quarterOf(todayIn(new Date(), 'UTC'));

function renderPage(items = [buildRock()]) {
  return renderItemUi(() => <RocksPage />, {
    handlers: { [SEARCH]: { body: { items, totalCount: items.length, totalPages: 1, statusCounts: {} } } },
  });
}

const lastFilters = (api: ReturnType<typeof renderPage>['api']) =>
  (api.callsTo(SEARCH).at(-1)?.body as { filters: Record<string, unknown> } | undefined)?.filters;

cleanUpAfterEachItemTest();

describe('the Rocks page', { timeout: 30_000 }, () => {
  it("opens on everyone's rocks due this quarter", async () => {
    const { api } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocks' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(SEARCH).length).toBeGreaterThan(0));
    const span = quarterSpan(thisQuarter);
    expect(lastFilters(api)).toEqual({
      'due-between': [span.from, span.to],
      status: ['OnTrack', 'OffTrack'],
    });
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveValue(
      `This quarter (${quarterLabel(thisQuarter)})`,
    );
  });

  it('looks at another quarter, every quarter, or one person', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Quarter' }));
    const last = shiftQuarter(thisQuarter, -1);
    await user.click(await screen.findByRole('option', { name: quarterLabel(last) }));
    const span = quarterSpan(last);
    await waitFor(() => expect(lastFilters(api)?.['due-between']).toEqual([span.from, span.to]));

    await user.click(screen.getByRole('combobox', { name: 'Quarter' }));
    await user.click(await screen.findByRole('option', { name: 'All quarters' }));
    await waitFor(() => expect(lastFilters(api)?.['due-between']).toBeUndefined());

    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: /Bea/ }));
    await waitFor(() => expect(lastFilters(api)?.['owner-ids']).toEqual([BEA_ID]));
  });

  it('says which quarter has no rocks and where rocks are made', async () => {
    renderPage([]);
    expect(await screen.findByText(`No rocks due in ${quarterLabel(thisQuarter)}`)).toBeInTheDocument();
    expect(screen.getByText(/open it and use Add Rock/)).toBeInTheDocument();
  });
});
