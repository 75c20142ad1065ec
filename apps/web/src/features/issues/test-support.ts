import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { MEETING_ID } from '../test-support/item-fixtures.ts';
import { PERSON_ID } from '../test-support/render-feature.tsx';

/** Ids the issue tests use besides the shared ones. */
export const ISSUE_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const SALES_MEETING_ID = '66666666-6666-4666-8666-666666666666';

/** An issue as the server answers it. */
export function buildIssue(overrides: Partial<TIssue> = {}): TIssue {
  return {
    id: ISSUE_ID,
    version: 4,
    title: 'Cash flow is tight',
    ownerId: PERSON_ID,
    tractionId: MEETING_ID,
    status: 'Open',
    solvedAt: null,
    priority: null,
    contentHtml: '',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
