import type { TAcRevision } from '@cairn/domain/ac/ac.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { PageSetupPopup } from '../components/page-setup-popup.tsx';
import { buildSeat } from '../test-support.ts';
import { AcPrintPage } from './ac-print-page.tsx';

const C = '11111111-1111-4111-8111-111111111111';
const R = '33333333-3333-4333-8333-333333333333';
const seat = (id: string, title: string, parentId: string | null) =>
  buildSeat(id, parentId, { title, assignedTo: parentId ? null : 'Ann Able', roles: ['Lead'], version: 1 });
// Seat ids are uuids, as the chart's answer schema requires.
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const S = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const SEATS = [seat(A, 'Visionary', null), seat(B, 'Integrator', A), seat(S, 'Sales', B)];
const revision: TAcRevision = {
  id: R,
  collectionId: C,
  title: 'Q1 chart',
  isPublished: false,
  createdById: null,
  updated: '2026-11-25T10:00:00.000Z',
  version: 1,
  seats: SEATS,
  visibility: {
    lt: { canView: true, canEdit: true },
    org: { canView: true, canEdit: false },
    individuals: [],
    createdById: null,
  },
  canEdit: true,
};

function renderPrint(query: string) {
  vi.stubGlobal('print', vi.fn());
  mockApi({ [`GET /ac/collection/${C}/revision/${R}`]: { body: { revision } } });
  renderFeature(<AcPrintPage />, {
    url: `/ac-print/collection/${C}/revision/${R}?${query}`,
    path: '/ac-print/collection/:collectionId/revision/:revisionId',
    session: buildSession('Member'),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  showTexts(null);
});

describe('AcPrintPage', () => {
  it('draws the chart on a grid of sheets and opens the print dialog', async () => {
    renderPrint('rows=1&columns=2');
    const pages = await screen.findByRole('generic', { name: 'Printed pages' }, { timeout: 5000 });
    expect(within(pages).getAllByLabelText(/^Page \d, \d$/)).toHaveLength(2);
    expect(within(pages).getAllByRole('group', { name: 'Seat Sales' })).toHaveLength(2);
    expect(screen.getByText(/1 × 2 pages, landscape Letter; cards at 100%/)).toBeInTheDocument();
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
  });

  it('prints one seat with everyone below it, and refuses a grid of no rows', async () => {
    renderPrint(`rows=1&columns=1&seat=${B}`);
    await screen.findByText(/One page/, {}, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: 'Seat Visionary' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Seat Integrator' })).toBeInTheDocument();
  });

  it('says so for invalid rows and prints nothing', async () => {
    renderPrint('rows=0&columns=2');
    expect(
      await screen.findByText('Invalid rows or columns for printing', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.print).not.toHaveBeenCalled();
  });

  it('reads German from the German pack: the heading, the pages and the cards', async () => {
    showGermanTexts();
    renderPrint('rows=1&columns=2');
    const pages = await screen.findByRole('generic', { name: 'Gedruckte Seiten' }, { timeout: 5000 });
    expect(within(pages).getAllByLabelText(/^Seite \d, \d$/)).toHaveLength(2);
    expect(within(pages).getAllByRole('group', { name: 'Position Sales' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Drucken: Q1 chart' })).toBeInTheDocument();
    expect(screen.getByText(/1 × 2 Seiten, Letter quer; Karten bei 100/)).toBeInTheDocument();
  });
});

describe('PageSetupPopup', () => {
  it('asks for valid rows and columns, then prints the chosen part on that grid', async () => {
    const onPrint = vi.fn();
    mockApi({});
    renderFeature(<PageSetupPopup seats={SEATS} onClose={vi.fn()} onPrint={onPrint} />, {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Across several pages' }));
    await user.clear(screen.getByRole('textbox', { name: 'Rows' }));
    await user.type(screen.getByRole('textbox', { name: 'Rows' }), '0');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid rows or columns for printing');
    expect(onPrint).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Rows' }));
    await user.type(screen.getByRole('textbox', { name: 'Rows' }), '3');
    await user.click(screen.getByRole('combobox', { name: 'What to print' }));
    await user.click(await screen.findByRole('option', { name: 'Integrator and below' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledWith({ rows: 3, columns: 2, seatId: B });
  });
});
