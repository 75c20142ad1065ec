import type { TVtoSectionKind } from '@cairn/domain/vto/vto.constants';
import type {
  TVtoActual,
  TVtoFinancialMetric,
  TVtoListEntry,
  TVtoPlan,
  TVtoPlanMeasurable,
  TVtoRock,
} from '@cairn/domain/vto/vto.schemas';

/**
 * The stored content of each section kind (the `content` JSON of `vto_sections`) and how it is
 * answered. Entries carry their own ids so one can be edited, removed or given a result.
 */
type TStoredGoal = { id: string; text: string; actual: TVtoActual };
export type TStoredPlan = {
  futureDate: string | null;
  contentHtml: string;
  financialMetrics: TVtoFinancialMetric[];
  measurables: TVtoPlanMeasurable[];
  goals: TStoredGoal[];
};
export type TSectionContent = {
  core_values: { items: TVtoListEntry[] };
  core_values_speech: { contentHtml: string };
  core_focus: { customTitle: string | null; description: string; niche: string };
  ten_year_target: { contentHtml: string };
  marketing_strategy: {
    targetMarket: string;
    uniques: TVtoListEntry[];
    provenProcess: string;
    guarantee: string;
  };
  three_year_picture: TStoredPlan;
  one_year_plan: TStoredPlan;
  quarterly_plan: TStoredPlan;
};
export type TPlanKind = 'three_year_picture' | 'one_year_plan' | 'quarterly_plan';
export const PLAN_KINDS: readonly TPlanKind[] = ['three_year_picture', 'one_year_plan', 'quarterly_plan'];

/** A section row as the service handles it. */
export type TSectionRow<K extends TVtoSectionKind = TVtoSectionKind> = {
  id: string;
  version: number;
  kind: K;
  content: TSectionContent[K];
};

const emptyPlan = (): TStoredPlan => ({
  futureDate: null,
  contentHtml: '',
  financialMetrics: [],
  measurables: [],
  goals: [],
});

/** The content of each section of a new, empty draft. */
export function emptyContent<K extends TVtoSectionKind>(kind: K): TSectionContent[K] {
  const contents: TSectionContent = {
    core_values: { items: [] },
    core_values_speech: { contentHtml: '' },
    core_focus: { customTitle: null, description: '', niche: '' },
    ten_year_target: { contentHtml: '' },
    marketing_strategy: { targetMarket: '', uniques: [], provenProcess: '', guarantee: '' },
    three_year_picture: emptyPlan(),
    one_year_plan: emptyPlan(),
    quarterly_plan: emptyPlan(),
  };
  return contents[kind];
}

/** 002 §3 core focus `title`: the section's label unless a custom title is set. */
const CORE_FOCUS_TITLE = 'Core Focus';

/** Entries renumbered 1..n in their order. */
export const resequence = (items: TVtoListEntry[]): TVtoListEntry[] =>
  items.map((item, index) => ({ ...item, sequence: index + 1 }));

/** A plan as answered: LT-only metrics left out for those who may not see them; rocks of the quarter. */
export function presentPlan(
  row: TSectionRow<TPlanKind>,
  options: { canSeeLtOnly: boolean; rocks?: TVtoRock[] },
): TVtoPlan {
  const plan = row.content;
  return {
    id: row.id,
    version: row.version,
    kind: row.kind,
    futureDate: plan.futureDate,
    contentHtml: plan.contentHtml,
    financialMetrics: plan.financialMetrics.filter(
      (metric) => options.canSeeLtOnly || !metric.isVisibleToLtOnly,
    ),
    measurables: plan.measurables,
    goals: plan.goals,
    rocks: options.rocks ?? [],
  };
}

/** Any section as its call answers it. */
export function presentSection(row: TSectionRow, options: { canSeeLtOnly: boolean; rocks?: TVtoRock[] }) {
  const head = { id: row.id, version: row.version };
  switch (row.kind) {
    case 'core_values':
      return { ...head, items: (row.content as TSectionContent['core_values']).items };
    case 'core_values_speech':
    case 'ten_year_target':
      return { ...head, contentHtml: (row.content as { contentHtml: string }).contentHtml };
    case 'core_focus':
      return { ...head, title: CORE_FOCUS_TITLE, ...(row.content as TSectionContent['core_focus']) };
    case 'marketing_strategy':
      return { ...head, ...(row.content as TSectionContent['marketing_strategy']) };
    default:
      return presentPlan(row as TSectionRow<TPlanKind>, options);
  }
}
