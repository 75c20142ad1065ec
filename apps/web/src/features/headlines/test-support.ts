import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';
import { BASE_HANDLERS, BEA_ID, buildMeeting, MEETING_ID } from '../test-support/item-fixtures.ts';
import { PERSON_ID } from '../test-support/render-feature.tsx';
import { renderItemUi, type TMockHandlers } from '../test-support/render-item-popup.tsx';

/** Ids the headline tests use (besides the shared meeting and people). */
export const HEADLINE_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const SALES_MEETING_ID = '66666666-6666-4666-8666-666666666666';

/** A headline as the server answers it: Frances's, in Team sync, to review. */
export function buildHeadline(overrides: Partial<THeadline> = {}): THeadline {
  const tractionId = overrides.tractionId ?? MEETING_ID;
  return {
    id: HEADLINE_ID,
    version: 4,
    title: 'Acme renewed for two years',
    ownerId: PERSON_ID,
    tractionId,
    meetingId: tractionId,
    status: 'ToReview',
    cascadedFromHeadlineId: null,
    contentHtml: '<p>Signed today</p>',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The answer of the feature flags with CascadeHeadlines on or off. */
function flagsHandler(isCascadeOn: boolean) {
  return { body: { featureFlags: { CascadeHeadlines: isCascadeOn } } };
}

/** The popups' handlers: people, two meetings (Team sync and Sales weekly, both invite Frances and Bea), flags. */
function headlineHandlers(isCascadeOn = false) {
  return {
    ...BASE_HANDLERS,
    'POST /meetings/search': {
      body: {
        items: [buildMeeting(), buildMeeting({ id: SALES_MEETING_ID, title: 'Sales weekly' })],
        totalCount: null,
        totalPages: null,
      },
    },
    'GET /app-configuration/feature-flags': flagsHandler(isCascadeOn),
    [`GET /headline/${HEADLINE_ID}`]: { body: { headline: buildHeadline() } },
  };
}

type TRenderOptions = {
  /** Handlers over the popups' ones (`headlineHandlers`). */
  handlers?: TMockHandlers;
  role?: TRole;
  isCascadeOn?: boolean;
};

/** Renders a headline popup or list (renderItemUi) with the headline handlers and the flag as asked. */
export function renderHeadlineUi(ui: Parameters<typeof renderItemUi>[0], options: TRenderOptions = {}) {
  return renderItemUi(ui, {
    handlers: { ...headlineHandlers(options.isCascadeOn), ...options.handlers },
    role: options.role,
  });
}

export { BEA_ID, MEETING_ID, PERSON_ID };
