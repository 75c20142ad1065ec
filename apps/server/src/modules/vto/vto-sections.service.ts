import { randomUUID } from 'node:crypto';
import { type TVtoSectionKind, VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import type {
  TVtoCoreFocusRequest,
  TVtoFinancialMetricInput,
  TVtoPlanMeasurableInput,
  TVtoPlanRequest,
} from '@cairn/domain/vto/vto.schemas';
import { eq } from 'drizzle-orm';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { vtoRevisions, vtoSections } from '../../db/schema/index.ts';
import { checkVersion } from '../../db/versioned-update.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createVtoAccess } from './vto-access.ts';
import { resequence, type TPlanKind, type TSectionContent, type TStoredPlan } from './vto-sections.ts';

/** Where a section call points: the folder, the revision, and the section's version. */
export type TSectionTarget = { collectionId: string; revisionId: string; version: number | undefined };

/** The rich-text fields of the sections with one (sanitised like notes). */
export type THtmlField =
  | ['core_values_speech', 'contentHtml']
  | ['ten_year_target', 'contentHtml']
  | ['marketing_strategy', 'targetMarket' | 'provenProcess' | 'guarantee'];

/** Keeps each sent entry's id when the list already has it (so its recorded result stays), else a new one. */
function mergeEntries<T extends { id?: string }, S extends { id: string }>(
  sent: T[],
  stored: S[],
  build: (entry: T, id: string, previous: S | undefined) => S,
): S[] {
  const byId = new Map(stored.map((entry) => [entry.id, entry]));
  const seen = new Set<string>();
  return sent.map((entry) => {
    const previous = entry.id && !seen.has(entry.id) ? byId.get(entry.id) : undefined;
    const id = previous?.id ?? randomUUID();
    seen.add(id);
    return build(entry, id, previous);
  });
}

const metricOf = (entry: TVtoFinancialMetricInput, id: string) => ({
  id,
  title: entry.title,
  value: entry.value,
  isVisibleToLtOnly: entry.isVisibleToLtOnly,
});
const measurableOf = (entry: TVtoPlanMeasurableInput, id: string, previous?: { actual: unknown }) => ({
  id,
  title: entry.title,
  value: entry.value,
  unitOfMeasure: entry.unitOfMeasure,
  valueScale: entry.valueScale,
  decimalPlaces: entry.decimalPlaces,
  actual: (previous?.actual ?? null) as TStoredPlan['measurables'][number]['actual'],
});

/**
 * The section calls under `vto/collection/{c}/revision/{r}/` (002 §7, issue 13): each is one
 * change of one section, checked against the section's version (409 when stale), recorded as
 * an update of the revision (its live event reaches the organisation) and answered as the section.
 */
export function createVtoSectionsService(deps: TChangeDeps) {
  const access = createVtoAccess(deps.db);

  async function change<K extends TVtoSectionKind>(
    actor: TItemActor,
    target: TSectionTarget,
    kind: K,
    mutate: (content: TSectionContent[K]) => TSectionContent[K] | Promise<TSectionContent[K]>,
  ) {
    return runChange(deps, actor, async (tx, record) => {
      const found = await access.editable(actor, target.collectionId, target.revisionId, tx);
      const row = await access.repo.section(found.revision.id, kind, tx);
      checkVersion(row.version, target.version);
      const content = await mutate(structuredClone(row.content));
      const [updated] = await tx
        .update(vtoSections)
        .set({ content: content as Record<string, unknown>, version: row.version + 1, updatedAt: new Date() })
        .where(eq(vtoSections.id, row.id))
        .returning();
      if (!updated) throw notFound('section');
      await tx
        .update(vtoRevisions)
        .set({ updatedAt: new Date(), updatedByPersonId: actor.person.id })
        .where(eq(vtoRevisions.id, found.revision.id));
      await record({
        entityType: 'vtorevision',
        entityId: found.revision.id,
        action: 'updated',
        data: { section: kind },
        live: { verb: 'Updated', readers: await access.readersOf(actor.orgId, [found.revision], tx) },
      });
      const next = { id: updated.id, version: updated.version, kind, content };
      return access.section(found.viewer, found.revision, next, tx);
    });
  }

  /** The entry of a list, or 404. */
  function entryOf<T extends { id: string }>(list: T[], id: string, what: string): T {
    const entry = list.find((item) => item.id === id);
    if (!entry) throw notFound(what);
    return entry;
  }

  const planChange = (
    actor: TItemActor,
    target: TSectionTarget,
    kind: TPlanKind,
    mutate: (plan: TStoredPlan) => void,
  ) =>
    change(actor, target, kind, (plan) => {
      mutate(plan);
      return plan;
    });

  return {
    change,

    addCoreValue: (actor: TItemActor, target: TSectionTarget, text: string) =>
      change(actor, target, 'core_values', (section) => ({
        items: resequence([...section.items, { id: randomUUID(), text, sequence: 0 }]),
      })),

    editCoreValue: (actor: TItemActor, target: TSectionTarget, id: string, text: string) =>
      change(actor, target, 'core_values', (section) => {
        entryOf(section.items, id, 'core value').text = text;
        return section;
      }),

    deleteCoreValue: (actor: TItemActor, target: TSectionTarget, id: string) =>
      change(actor, target, 'core_values', (section) => {
        entryOf(section.items, id, 'core value');
        return { items: resequence(section.items.filter((item) => item.id !== id)) };
      }),

    /** `PUT core-value/reorder`: every core value once, in the new order (422 otherwise). */
    reorderCoreValues: (actor: TItemActor, target: TSectionTarget, ids: string[]) =>
      change(actor, target, 'core_values', (section) => {
        const same =
          ids.length === section.items.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => section.items.some((item) => item.id === id));
        if (!same) throw invalidField('coreValueIds', VTO_TEXTS.reorderMismatch);
        return { items: resequence(ids.map((id) => entryOf(section.items, id, 'core value'))) };
      }),

    /** A rich-text field, sanitised with the notes' allow-list. */
    async setHtml(actor: TItemActor, target: TSectionTarget, [kind, field]: THtmlField, html: string | null) {
      const clean = await sanitizeRichTextOffThread(html ?? '');
      return change(actor, target, kind, (section) => ({ ...section, [field]: clean }));
    },

    setCoreFocus: (actor: TItemActor, target: TSectionTarget, body: TVtoCoreFocusRequest) =>
      change(actor, target, 'core_focus', () => ({
        customTitle: body.customTitle || null,
        description: body.description,
        niche: body.niche,
      })),

    addUnique: (actor: TItemActor, target: TSectionTarget, text: string) =>
      change(actor, target, 'marketing_strategy', (section) => ({
        ...section,
        uniques: resequence([...section.uniques, { id: randomUUID(), text, sequence: 0 }]),
      })),

    editUnique: (actor: TItemActor, target: TSectionTarget, id: string, text: string) =>
      change(actor, target, 'marketing_strategy', (section) => {
        entryOf(section.uniques, id, 'unique').text = text;
        return section;
      }),

    deleteUnique: (actor: TItemActor, target: TSectionTarget, id: string) =>
      change(actor, target, 'marketing_strategy', (section) => {
        entryOf(section.uniques, id, 'unique');
        return { ...section, uniques: resequence(section.uniques.filter((item) => item.id !== id)) };
      }),

    /** `PUT three-year-picture`, `one-year-plan`, `quarterly-plan`: lists left out stay. */
    async setPlan(actor: TItemActor, target: TSectionTarget, kind: TPlanKind, body: TVtoPlanRequest) {
      const contentHtml =
        body.contentHtml === undefined ? undefined : await sanitizeRichTextOffThread(body.contentHtml ?? '');
      return planChange(actor, target, kind, (plan) => {
        plan.futureDate = body.futureDate;
        if (contentHtml !== undefined) plan.contentHtml = contentHtml;
        if (body.financialMetrics)
          plan.financialMetrics = mergeEntries(body.financialMetrics, plan.financialMetrics, metricOf);
        if (body.measurables)
          plan.measurables = mergeEntries(body.measurables, plan.measurables, measurableOf);
        if (body.goals) {
          plan.goals = mergeEntries(body.goals, plan.goals, (entry, id, previous) => ({
            id,
            text: entry.text,
            actual: previous?.actual ?? null,
          }));
        }
      });
    },

    addMeasurable: (actor: TItemActor, target: TSectionTarget, entry: TVtoPlanMeasurableInput) =>
      planChange(actor, target, 'quarterly_plan', (plan) => {
        plan.measurables.push(measurableOf(entry, randomUUID()));
      }),

    editMeasurable: (actor: TItemActor, target: TSectionTarget, id: string, entry: TVtoPlanMeasurableInput) =>
      planChange(actor, target, 'quarterly_plan', (plan) => {
        const previous = entryOf(plan.measurables, id, 'measurable');
        plan.measurables = plan.measurables.map((m) => (m.id === id ? measurableOf(entry, id, previous) : m));
      }),

    deleteMeasurable: (actor: TItemActor, target: TSectionTarget, id: string) =>
      planChange(actor, target, 'quarterly_plan', (plan) => {
        entryOf(plan.measurables, id, 'measurable');
        plan.measurables = plan.measurables.filter((m) => m.id !== id);
      }),

    addGoal: (actor: TItemActor, target: TSectionTarget, text: string) =>
      planChange(actor, target, 'quarterly_plan', (plan) => {
        plan.goals.push({ id: randomUUID(), text, actual: null });
      }),

    editGoal: (actor: TItemActor, target: TSectionTarget, id: string, text: string) =>
      planChange(actor, target, 'quarterly_plan', (plan) => {
        entryOf(plan.goals, id, 'goal').text = text;
      }),

    deleteGoal: (actor: TItemActor, target: TSectionTarget, id: string) =>
      planChange(actor, target, 'quarterly_plan', (plan) => {
        entryOf(plan.goals, id, 'goal');
        plan.goals = plan.goals.filter((g) => g.id !== id);
      }),
  };
}

export type TVtoSectionsService = ReturnType<typeof createVtoSectionsService>;
