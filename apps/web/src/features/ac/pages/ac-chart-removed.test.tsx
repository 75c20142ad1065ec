import { AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { buildSeat } from '../test-support.ts';
import { AcChartPage } from './ac-chart-page.tsx';

const LOAD = { timeout: 8000 };
const FOLDER = '11111111-1111-4111-8111-111111111111';
const CHART = '22222222-2222-4222-8222-222222222222';
const COPY = '33333333-3333-4333-8333-333333333333';
const base = `/ac/collection/${FOLDER}/revision/${CHART}`;
const access = { canView: true, canEdit: true };

function renderRemoved(role: 'Owner' | 'Observer') {
  const api = mockApi({
    [`GET ${base}`]: errorAnswer(404, 'AC_REMOVED', AC_TEXTS.removed),
    [`PUT ${base}/copy`]: {
      body: {
        revision: {
          id: COPY,
          collectionId: FOLDER,
          title: 'Rescued',
          isPublished: false,
          createdById: null,
          updated: '2026-11-23T10:00:00.000Z',
          version: 0,
          seats: [buildSeat('44444444-4444-4444-8444-444444444444', null)],
          visibility: { lt: access, org: access, individuals: [], createdById: null },
          canEdit: true,
        },
      },
    },
  });
  renderFeature(<AcChartPage />, {
    url: base,
    path: '/ac/collection/:collectionId/revision/:revisionId',
    session: buildSession(role),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('a chart removed by another user (002 §4)', { timeout: 30_000 }, () => {
  it('offers a non-observer a copy of it, named, in the same folder', async () => {
    const { api, user } = renderRemoved('Owner');
    expect(await screen.findByText(AC_TEXTS.removed, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the folder' })).toHaveAttribute(
      'href',
      `/ac/folder/${FOLDER}`,
    );
    await user.click(screen.getByRole('button', { name: 'Keep a copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep a copy of the chart' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the copy/ }), 'Rescued');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(api.callsTo(`PUT ${base}/copy`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${base}/copy`)[0]?.body).toEqual({ title: 'Rescued' });
  });

  it('offers an Observer no copy', async () => {
    renderRemoved('Observer');
    expect(await screen.findByText(AC_TEXTS.removed, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep a copy' })).not.toBeInTheDocument();
  });
});
