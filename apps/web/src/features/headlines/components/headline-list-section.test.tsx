import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OpenItemPopupContext, type TOpenItemPopup } from '../../../components/item-popup/open-item-popup.ts';
import type { TApiCall } from '../../test-support/mock-api.ts';
import { cleanUpAfterEachItemTest } from '../../test-support/render-item-popup.tsx';
import { buildHeadline, MEETING_ID, renderHeadlineUi } from '../test-support.ts';
import { HeadlineListSection } from './headline-list-section.tsx';

type TSearch = { startIndex: number; endIndex: number; filters: Record<string, string[]> };

/** Answers a search: the window gets `items` and, when asked, the count of every status. */
function searchHandler(items: unknown[], counts: Record<string, number>) {
  return (call: TApiCall) => {
    const body = call.body as TSearch & { includeStatusCounts?: boolean };
    const total = counts[body.filters.status?.[0] ?? ''] ?? 0;
    return {
      body: {
        items,
        totalCount: total,
        totalPages: Math.ceil(total / 25),
        ...(body.includeStatusCounts ? { statusCounts: counts } : {}),
      },
    };
  };
}

function renderSection(
  items: unknown[],
  counts: Record<string, number>,
  canChange = true,
  openPopup: TOpenItemPopup = vi.fn(),
) {
  return renderHeadlineUi(
    () => (
      <OpenItemPopupContext.Provider value={openPopup}>
        <HeadlineListSection tractionId={MEETING_ID} title="Headlines" canChange={canChange} />
      </OpenItemPopupContext.Provider>
    ),
    {
      handlers: { 'POST /headlines/search': searchHandler(items, counts) },
      role: canChange ? 'Member' : 'Observer',
    },
  );
}

cleanUpAfterEachItemTest();

describe('HeadlineListSection', { timeout: 30_000 }, () => {
  it("lists the meeting's headlines to review, with the count of each review status from the same call", async () => {
    const { api } = renderSection([buildHeadline()], { ToReview: 1, Pending: 2, Reviewed: 3, Removed: 0 });
    expect(
      await screen.findByText('Acme renewed for two years', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Pending headlines are still to review (000 §3): the To review count holds both.
    expect(await screen.findByText('To review (3)')).toBeInTheDocument();
    expect(await screen.findByText('Reviewed (3)')).toBeInTheDocument();
    const searches = api.callsTo('POST /headlines/search');
    expect(searches).toHaveLength(1);
    const list = searches[0];
    expect(list?.body).toMatchObject({
      endIndex: 100,
      includeStatusCounts: true,
      filters: { status: ['ToReview', 'Pending'], 'traction-ids': [MEETING_ID] },
    });
    expect(Object.keys((list?.body as TSearch | undefined)?.filters ?? {})).toHaveLength(2);
  });

  it('says to press Alt+H when there is nothing to review, and offers Add Headline', async () => {
    const openPopup = vi.fn();
    const { user } = renderSection([], {}, true, openPopup);
    expect(
      await screen.findByText('No headlines to review', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/press Alt\+H/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Headline' }));
    expect(openPopup).toHaveBeenCalledWith('headline', MEETING_ID);
  });

  it('asks for Reviewed headlines when the filter changes, and for mine with Mine', async () => {
    const { api, user } = renderSection([], {});
    await screen.findByText('No headlines to review', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: /^Reviewed/ }));
    expect(await screen.findByText('No reviewed headlines yet')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('POST /headlines/search')
          .some(
            (call) =>
              (call.body as TSearch).filters['owner-ids'] &&
              (call.body as TSearch).filters.status?.[0] === 'Reviewed',
          ),
      ).toBe(true),
    );
  });

  it('gives an observer no Add Headline and an empty state without shortcuts', async () => {
    renderSection([], {}, false);
    expect(
      await screen.findByText('Headlines the team shares will show up here.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Headline' })).not.toBeInTheDocument();
  });

  it('says the list could not be loaded when the search fails, logs it, and Try again asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fails = true;
    const search = searchHandler([buildHeadline()], { ToReview: 1 });
    const { api, user } = renderHeadlineUi(
      () => <HeadlineListSection tractionId={MEETING_ID} title="Headlines" canChange />,
      {
        handlers: {
          'POST /headlines/search': (call: TApiCall) =>
            fails ? { status: 500, body: { succeeded: false, messages: [] } } : search(call),
        },
        role: 'Member',
      },
    );
    const alert = await screen.findByRole(
      'alert',
      { name: 'The headlines could not be loaded' },
      { timeout: 5000 },
    );
    expect(warn).toHaveBeenCalledWith('[cairn] The headline search failed', expect.anything());
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Acme renewed for two years')).toBeInTheDocument();
    expect(api.callsTo('POST /headlines/search').length).toBeGreaterThanOrEqual(2);
  });
});
