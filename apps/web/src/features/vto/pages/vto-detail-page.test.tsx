import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { buildRevision, FOLDER_ID, REVISION_ID } from '../test-support.ts';
import { VtoDetailPage } from './vto-detail-page.tsx';

const base = `/vto/collection/${FOLDER_ID}/revision/${REVISION_ID}`;
const LOAD = { timeout: 5000 };

function renderDetail(handlers: Parameters<typeof mockApi>[0], role: 'Owner' | 'Observer' = 'Owner') {
  const api = mockApi(handlers);
  renderFeature(<VtoDetailPage />, {
    url: `/vto/detail/${FOLDER_ID}/${REVISION_ID}/vision`,
    path: '/vto/detail/:collectionId/:revisionId/:page?',
    session: buildSession(role),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
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

  it('tells that the revision was removed by another user', async () => {
    renderDetail({ [`GET ${base}`]: errorAnswer(404, 'VTO_REMOVED', VTO_TEXTS.removed) });
    expect(await screen.findByText(VTO_TEXTS.removed, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the folder' })).toBeInTheDocument();
  });
});
