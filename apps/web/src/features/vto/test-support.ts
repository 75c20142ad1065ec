import type { TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';

export const FOLDER_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const REVISION_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const id = (n: number) => `cccccccc-cccc-4ccc-8ccc-${String(n).padStart(12, '0')}`;

const plan = (kind: TVtoPlan['kind'], n: number): TVtoPlan => ({
  id: id(n),
  version: 0,
  kind,
  futureDate: null,
  contentHtml: '',
  financialMetrics: [],
  measurables: [],
  goals: [],
  rocks: [],
});

/** A revision answer for web tests: an empty draft the caller may edit, with `fields` over it. */
export function buildRevision(fields: Partial<TVtoRevision> = {}): TVtoRevision {
  return {
    id: REVISION_ID,
    revisionId: REVISION_ID,
    collectionId: FOLDER_ID,
    title: 'Q1 2027',
    isPublished: false,
    isTractionLtOnly: false,
    createdById: null,
    updated: '2026-11-23T10:00:00.000Z',
    updatedById: null,
    updatedByName: null,
    version: 0,
    collectionTitle: 'Company V/TO',
    linkedTractionId: null,
    permissions: { canEdit: true, canCopy: true, canSeeTraction: true, canSeeLtOnly: true },
    coreValues: { id: id(1), version: 3, items: [] },
    coreValuesSpeech: { id: id(2), version: 0, contentHtml: '' },
    coreFocus: { id: id(3), version: 0, title: 'Core Focus', customTitle: null, description: '', niche: '' },
    tenYearTarget: { id: id(4), version: 0, contentHtml: '' },
    marketingStrategy: {
      id: id(5),
      version: 0,
      targetMarket: '',
      uniques: [],
      provenProcess: '',
      guarantee: '',
    },
    threeYearPicture: plan('three_year_picture', 6),
    oneYearPlan: plan('one_year_plan', 7),
    quarterlyPlan: plan('quarterly_plan', 8),
    longTermIssues: [],
    ...fields,
  };
}
