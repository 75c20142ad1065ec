import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { buildRevision, FOLDER_ID, REVISION_ID } from '../test-support.ts';
import { VtoDetailPage } from './vto-detail-page.tsx';

const base = `/vto/collection/${FOLDER_ID}/revision/${REVISION_ID}`;
const LOAD = { timeout: 5000 };

function renderDetail(
  handlers: Parameters<typeof mockApi>[0],
  role: 'Owner' | 'Observer' = 'Owner',
  page: 'vision' | 'traction' = 'vision',
) {
  const api = mockApi(handlers);
  renderFeature(<VtoDetailPage />, {
    url: `/vto/detail/${FOLDER_ID}/${REVISION_ID}/${page}`,
    path: '/vto/detail/:collectionId/:revisionId/:page?',
    session: buildSession(role),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  showTexts(null);
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('VtoDetailPage', { timeout: 30_000 }, () => {
  it('adds a core value with the section version and shows the draft badge', async () => {
    const saved = buildRevision({
      coreValues: {
        id: buildRevision().coreValues.id,
        version: 4,
        items: [{ id: REVISION_ID, text: 'Be honest', sequence: 1 }],
      },
    });
    const { api, user } = renderDetail({
      [`GET ${base}`]: [{ body: { revision: buildRevision() } }, { body: { revision: saved } }],
      [`POST ${base}/core-value`]: { body: { section: saved.coreValues } },
    });
    expect(await screen.findByRole('heading', { name: 'Q1 2027' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(VTO_TEXTS.draft)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New core value' }), 'Be honest{Enter}');
    await waitFor(() => expect(api.callsTo(`POST ${base}/core-value`)).toHaveLength(1));
    expect(api.callsTo(`POST ${base}/core-value`)[0]?.body).toEqual({ text: 'Be honest', version: 3 });
    expect(await screen.findByText('Be honest', {}, LOAD)).toBeInTheDocument();
  });

  it('a stale section (409) is reloaded and the same change is sent again on the new version', async () => {
    const newer = buildRevision({ coreValues: { id: buildRevision().coreValues.id, version: 7, items: [] } });
    const { api, user } = renderDetail({
      [`GET ${base}`]: [{ body: { revision: buildRevision() } }, { body: { revision: newer } }],
      [`POST ${base}/core-value`]: [
        errorAnswer(409, 'CONFLICT', 'Changed'),
        { body: { section: newer.coreValues } },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'New core value' }, LOAD), 'Grow{Enter}');
    await waitFor(() => expect(api.callsTo(`POST ${base}/core-value`)).toHaveLength(2));
    expect(api.callsTo(`POST ${base}/core-value`).map((call) => call.body)).toEqual([
      { text: 'Grow', version: 3 },
      { text: 'Grow', version: 7 },
    ]);
  });

  it('an Observer reads without edit controls; a removed revision says so', async () => {
    renderDetail(
      {
        [`GET ${base}`]: {
          body: {
            revision: buildRevision({
              isPublished: true,
              permissions: { canEdit: false, canCopy: false, canSeeTraction: true, canSeeLtOnly: false },
            }),
          },
        },
      },
      'Observer',
    );
    expect(await screen.findByText(VTO_TEXTS.published, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New core value' })).not.toBeInTheDocument();
  });

  it('tells that the revision was removed by another user, and keeps a copy of it', async () => {
    const copy = buildRevision({ id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', title: 'Rescued' });
    const { api, user } = renderDetail({
      [`GET ${base}`]: errorAnswer(404, 'VTO_REMOVED', VTO_TEXTS.removed),
      [`PUT ${base}/copy`]: { body: { revision: copy } },
    });
    expect(await screen.findByText(VTO_TEXTS.removed, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the folder' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep a copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy V/TO' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the copy/ }), 'Rescued');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(api.callsTo(`PUT ${base}/copy`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${base}/copy`)[0]?.body).toMatchObject({
      newRevisionName: 'Rescued',
      includeVision: true,
    });
  });

  it('offers an Observer no copy of a removed revision', async () => {
    renderDetail({ [`GET ${base}`]: errorAnswer(404, 'VTO_REMOVED', VTO_TEXTS.removed) }, 'Observer');
    expect(await screen.findByText(VTO_TEXTS.removed, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep a copy' })).not.toBeInTheDocument();
  });

  it('adds a 1-Year Plan measurable with its target, unit, scale and decimals in one plan save', async () => {
    const revision = buildRevision();
    const { api, user } = renderDetail(
      {
        [`GET ${base}`]: { body: { revision } },
        [`PUT ${base}/one-year-plan`]: { body: { section: revision.oneYearPlan } },
      },
      'Owner',
      'traction',
    );
    const year = await screen.findByRole('region', { name: '1-Year Plan' }, LOAD);
    await user.click(within(year).getByRole('button', { name: 'Add measurable' }));
    const popup = await screen.findByRole('dialog', { name: 'Add a 1-Year Plan measurable' });
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    expect(await within(popup).findByText('Enter a title')).toBeInTheDocument();
    await user.type(within(popup).getByRole('textbox', { name: 'Title' }), 'Revenue');
    await user.type(within(popup).getByRole('textbox', { name: 'Target' }), '12x.5');
    expect(within(popup).getByRole('textbox', { name: 'Target' })).toHaveValue('12.5');
    await user.click(within(popup).getByRole('combobox', { name: 'Scale' }));
    await user.click(await screen.findByRole('option', { name: 'Million (M)' }));
    await user.click(within(popup).getByRole('button', { name: 'More decimals' }));
    await user.click(within(popup).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(`PUT ${base}/one-year-plan`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${base}/one-year-plan`)[0]?.body).toEqual({
      futureDate: null,
      measurables: [
        { title: 'Revenue', value: 12.5, unitOfMeasure: 'Number', valueScale: 'Million', decimalPlaces: 1 },
      ],
      version: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('records quarterly results: Rocks open, 1-Year Plan folded, only what changed is sent', async () => {
    const revision = buildRevision();
    const rockId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    const measurableId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const withPlans = buildRevision({
      quarterlyPlan: {
        ...revision.quarterlyPlan!,
        rocks: [
          {
            id: rockId,
            title: 'Open Leeds',
            ownerId: null,
            status: 'OnTrack',
            dueDate: '2027-03-31',
            version: 1,
            actual: null,
          },
        ],
      },
      oneYearPlan: {
        ...revision.oneYearPlan!,
        measurables: [
          {
            id: measurableId,
            title: 'Revenue',
            value: 10,
            unitOfMeasure: 'Dollar',
            valueScale: 'Million',
            decimalPlaces: 1,
            actual: { value: 8, valueScale: 'Million', decimalPlaces: 1 },
          },
        ],
      },
    });
    const { api, user } = renderDetail(
      {
        [`GET ${base}`]: { body: { revision: withPlans } },
        [`POST ${base}/metrics/actual-values`]: { body: { revision: withPlans } },
      },
      'Owner',
      'traction',
    );
    await user.click(await screen.findByRole('button', { name: 'Record quarterly results' }, LOAD));
    const popup = await screen.findByRole('dialog', { name: 'Record quarterly results' });
    expect(within(popup).getByRole('button', { name: 'Rocks' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(popup).getByRole('button', { name: '1-Year Plan' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.type(within(popup).getByRole('textbox', { name: 'Result of Open Leeds' }), '90');
    await user.click(within(popup).getByRole('button', { name: '1-Year Plan' }));
    const revenue = await within(popup).findByRole('textbox', { name: 'Result of Revenue' });
    expect(revenue).toHaveValue('8');
    expect(within(popup).getByText('Target $10.0M')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(api.callsTo(`POST ${base}/metrics/actual-values`)).toHaveLength(1));
    expect(api.callsTo(`POST ${base}/metrics/actual-values`)[0]?.body).toEqual({
      actualResults: [
        {
          planId: withPlans.quarterlyPlan?.id,
          associatedItemId: rockId,
          isMeasurable: false,
          value: 90,
          valueScale: 'One',
          decimalPlaces: 0,
        },
      ],
      version: 0,
    });
  });

  it('keeps the Traction page for the leadership team with one switch', async () => {
    const revision = buildRevision({ version: 5 });
    const { api, user } = renderDetail({
      [`GET ${base}`]: { body: { revision } },
      [`PUT ${base}/sharing`]: { body: { revision: { ...revision, isTractionLtOnly: true, version: 6 } } },
    });
    await user.click(
      await screen.findByRole('switch', { name: 'Traction for the leadership team only' }, LOAD),
    );
    await waitFor(() => expect(api.callsTo(`PUT ${base}/sharing`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${base}/sharing`)[0]?.body).toEqual({ isTractionLtOnly: true, version: 5 });
  });

  it('compares with another V/TO chosen by folder, the changes marked, and swaps them', async () => {
    const otherId = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
    const current = buildRevision({
      title: 'Q2 2027',
      coreValues: {
        ...buildRevision().coreValues,
        items: [{ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', text: 'Be kind', sequence: 1 }],
      },
    });
    const other = buildRevision({
      id: otherId,
      revisionId: otherId,
      title: 'Q1 2027',
      coreValues: {
        ...buildRevision().coreValues,
        items: [{ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', text: 'Be honest', sequence: 1 }],
      },
    });
    const { user } = renderDetail({
      [`GET ${base}`]: { body: { revision: current } },
      [`GET /vto/collection/${FOLDER_ID}/revision/${otherId}`]: { body: { revision: other } },
      'GET /vto/collections': {
        body: {
          collections: [
            {
              id: FOLDER_ID,
              title: 'Company',
              isCompanyFolder: true,
              version: 1,
              revisions: [current, other],
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Compare' }, LOAD));
    const picker = await screen.findByRole('dialog', { name: 'Compare with another V/TO' });
    expect(within(picker).getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.click(within(picker).getByRole('combobox', { name: 'V/TO to compare with' }));
    expect(screen.queryByRole('option', { name: /Q2 2027/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Q1 2027 (draft)' }));
    await user.click(within(picker).getByRole('button', { name: 'Compare' }));

    expect(await screen.findByRole('heading', { name: 'Q1 2027 → Q2 2027' }, LOAD)).toBeInTheDocument();
    const values = screen.getByRole('listitem', { name: 'Core Values: Core values' });
    expect(within(values).getByText('Removed:').parentElement).toHaveTextContent('Be honest');
    expect(within(values).getByText('Added:').parentElement).toHaveTextContent('Be kind');
    expect(screen.getByRole('status')).toHaveTextContent('1 field differs.');
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByRole('heading', { name: 'Q2 2027 → Q1 2027' })).toBeInTheDocument();
  });

  it('prints both pages, Vision then Traction, without edit controls, and comes back to the tab', async () => {
    let printed: Record<string, boolean> = {};
    vi.stubGlobal(
      'print',
      vi.fn(() => {
        printed = {
          vision: screen.queryByRole('region', { name: 'Core Values' }) !== null,
          traction: screen.queryByRole('region', { name: '1-Year Plan' }) !== null,
          editable: screen.queryByRole('textbox', { name: 'New core value' }) !== null,
        };
      }),
    );
    const { user } = renderDetail({ [`GET ${base}`]: { body: { revision: buildRevision() } } });
    await user.click(await screen.findByRole('button', { name: 'Print' }, LOAD));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(printed).toEqual({ vision: true, traction: true, editable: false });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '1-Year Plan' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'New core value' })).toBeInTheDocument();
  });

  it('reads German from the German pack: sections, badges, entry boxes and tabs', async () => {
    showGermanTexts();
    renderDetail({ [`GET ${base}`]: { body: { revision: buildRevision() } } });
    expect(await screen.findByRole('region', { name: 'Kernwerte' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Entwurf')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Neuer Kernwert' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '10-Jahres-Ziel' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Marketingstrategie' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '3-Jahres-Bild' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Traction' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vergleichen' })).toBeInTheDocument();
  });
});
