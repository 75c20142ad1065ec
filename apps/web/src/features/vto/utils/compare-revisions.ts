import type { TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { formatPlanValue } from '../components/plan-measurables.tsx';

/** A compared value: kept, added (only in the newer), removed (only in the older) or changed. */
export type TMark = 'same' | 'added' | 'removed' | 'changed';
export type TMarkedValue = { text: string; mark: TMark };

/** One field of the V/TO side by side: what each revision holds, each value marked. */
export type TComparedField = {
  page: 'Vision' | 'Traction';
  /** The section's and the field's names, as text keys the view reads. */
  section: TTextKey;
  label: TTextKey;
  before: TMarkedValue[];
  after: TMarkedValue[];
  isChanged: boolean;
};

type TField = {
  page: TComparedField['page'];
  section: TTextKey;
  label: TTextKey;
  isList: boolean;
  values: string[];
};

/** Plain text of a rich-text field, whitespace folded: formatting alone is not a change. */
export type THtmlText = (html: string) => string;

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const single = (text: string) => (fold(text) ? [fold(text)] : []);

function planFields(
  page: TField['page'],
  section: TTextKey,
  plan: TVtoPlan | null,
  withRocks: boolean,
): TField[] {
  if (!plan) return [];
  const fields: TField[] = [
    {
      page,
      section,
      label: 'vto.field.futureDate',
      isList: false,
      values: plan.futureDate ? [plan.futureDate] : [],
    },
    {
      page,
      section,
      label: 'vto.field.financials',
      isList: true,
      values: plan.financialMetrics.map((m) => `${fold(m.title)}: ${fold(m.value)}`),
    },
    {
      page,
      section,
      label: 'vto.field.measurables',
      isList: true,
      values: plan.measurables.map((m) => `${fold(m.title)}: ${formatPlanValue(m.value, m)}`),
    },
    { page, section, label: 'vto.field.goals', isList: true, values: plan.goals.map((g) => fold(g.text)) },
  ];
  if (withRocks)
    fields.push({
      page,
      section,
      label: 'vto.field.rocks',
      isList: true,
      values: plan.rocks.map((r) => fold(r.title)),
    });
  return fields;
}

/** Every comparable field of a revision, in the order of the printed pages. */
function fieldsOf(revision: TVtoRevision, textOf: THtmlText): TField[] {
  const html = (value: string) => single(textOf(value));
  const focus = revision.coreFocus;
  const market = revision.marketingStrategy;
  return [
    {
      page: 'Vision',
      section: 'vto.section.coreValues',
      label: 'vto.field.coreValues',
      isList: true,
      values: revision.coreValues.items.map((v) => fold(v.text)),
    },
    {
      page: 'Vision',
      section: 'vto.section.coreValues',
      label: 'vto.field.speech',
      isList: false,
      values: html(revision.coreValuesSpeech.contentHtml),
    },
    {
      page: 'Vision',
      section: 'vto.section.coreFocus',
      label: 'vto.field.purpose',
      isList: false,
      values: single(focus.description),
    },
    {
      page: 'Vision',
      section: 'vto.section.coreFocus',
      label: 'vto.inline.niche',
      isList: false,
      values: single(focus.niche),
    },
    {
      page: 'Vision',
      section: 'vto.section.tenYearTarget',
      label: 'vto.field.target',
      isList: false,
      values: html(revision.tenYearTarget.contentHtml),
    },
    {
      page: 'Vision',
      section: 'vto.section.marketingStrategy',
      label: 'vto.inline.targetMarket',
      isList: false,
      values: html(market.targetMarket),
    },
    {
      page: 'Vision',
      section: 'vto.section.marketingStrategy',
      label: 'vto.field.uniques',
      isList: true,
      values: market.uniques.map((u) => fold(u.text)),
    },
    {
      page: 'Vision',
      section: 'vto.section.marketingStrategy',
      label: 'vto.inline.provenProcess',
      isList: false,
      values: html(market.provenProcess),
    },
    {
      page: 'Vision',
      section: 'vto.section.marketingStrategy',
      label: 'vto.inline.guarantee',
      isList: false,
      values: html(market.guarantee),
    },
    ...planFields('Vision', 'vto.section.threeYearPicture', revision.threeYearPicture, false),
    ...planFields('Traction', 'vto.section.oneYearPlan', revision.oneYearPlan, false),
    ...planFields('Traction', 'vto.section.rocks', revision.quarterlyPlan, true),
    ...(revision.longTermIssues
      ? [
          {
            page: 'Traction' as const,
            section: 'vto.section.issuesList',
            label: 'vto.field.longTermIssues',
            isList: true,
            values: revision.longTermIssues.map((i) => fold(i.title)),
          } satisfies TField,
        ]
      : []),
  ];
}

/**
 * Marks two lists entry by entry: an entry in both is kept (each copy once: two equal goals and
 * one left is one removed), one only in the newer is added, one only in the older removed.
 */
export function markLists(before: string[], after: string[]) {
  const left = new Map<string, number>();
  for (const text of after) left.set(text, (left.get(text) ?? 0) + 1);
  const markedBefore = before.map((text): TMarkedValue => {
    const count = left.get(text) ?? 0;
    if (count === 0) return { text, mark: 'removed' };
    left.set(text, count - 1);
    return { text, mark: 'same' };
  });
  const right = new Map<string, number>();
  for (const text of before) right.set(text, (right.get(text) ?? 0) + 1);
  const markedAfter = after.map((text): TMarkedValue => {
    const count = right.get(text) ?? 0;
    if (count === 0) return { text, mark: 'added' };
    right.set(text, count - 1);
    return { text, mark: 'same' };
  });
  return { before: markedBefore, after: markedAfter };
}

/** A single value: the same, or changed on both sides (empty on one side is added or removed). */
function markValues(before: string[], after: string[]) {
  const [old, now] = [before[0], after[0]];
  if (old === now) return markLists(before, after);
  if (old === undefined || now === undefined) return markLists(before, after);
  return {
    before: [{ text: old, mark: 'changed' as const }],
    after: [{ text: now, mark: 'changed' as const }],
  };
}

/**
 * Two revisions field by field (the older first): what changed from one quarter's V/TO to the
 * next. A field the reader may not see in either (the leadership team's Traction) is left out.
 */
export function compareRevisions(
  older: TVtoRevision,
  newer: TVtoRevision,
  textOf: THtmlText,
): TComparedField[] {
  const olderFields = fieldsOf(older, textOf);
  const newerFields = new Map(fieldsOf(newer, textOf).map((f) => [`${f.page}|${f.section}|${f.label}`, f]));
  const keys = [
    ...new Set([...olderFields.map((f) => `${f.page}|${f.section}|${f.label}`), ...newerFields.keys()]),
  ];
  const olderByKey = new Map(olderFields.map((f) => [`${f.page}|${f.section}|${f.label}`, f]));
  return keys.map((key) => {
    const before = olderByKey.get(key);
    const after = newerFields.get(key);
    const field = (after ?? before) as TField;
    const marked = (field.isList ? markLists : markValues)(before?.values ?? [], after?.values ?? []);
    return {
      page: field.page,
      section: field.section,
      label: field.label,
      before: marked.before,
      after: marked.after,
      isChanged: [...marked.before, ...marked.after].some((value) => value.mark !== 'same'),
    };
  });
}

/** The browser's reading of rich text as plain text (the stored HTML is already sanitised). */
export const htmlText: THtmlText = (html) =>
  html ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : '';
