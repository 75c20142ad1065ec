import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { copiedParts, copiesSomething } from '@cairn/domain/vto/vto.rules';
import type { TVtoCopyRequest } from '@cairn/domain/vto/vto.schemas';
import type { TDbOrTx } from '../../db/client.ts';
import { vtoLongTermIssues, vtoQuarterlyRocks } from '../../db/schema/index.ts';
import { invalidField } from '../../http/errors.ts';
import { type TVtoViewer, vtoPolicy } from '../../policies/vto.ts';
import type { TNewRevision } from '../documents/index.ts';
import type { TVtoRepository, TVtoRevisionRow } from './vto.repository.ts';
import { PLAN_KINDS, type TSectionContent, type TStoredPlan } from './vto-sections.ts';

/** A plan for the next quarter: results cleared; LT-only figures only if the copier may see them. */
const freshPlan = (plan: TStoredPlan, canSeeLtOnly: boolean): TStoredPlan => ({
  ...plan,
  financialMetrics: plan.financialMetrics.filter((m) => canSeeLtOnly || !m.isVisibleToLtOnly),
  measurables: plan.measurables.map((m) => ({ ...m, actual: null })),
  goals: plan.goals.map((g) => ({ ...g, actual: null })),
});

/**
 * Inserts the copy of `source` as a new draft (`base`: its folder, title and creator) with the parts
 * the flags include (a child counts only with its parent page; 001 §3, §5). The quarterly
 * rocks stay links to the same real rocks; long-term issues are copied. Answers the new revision.
 */
export async function copyRevisionParts(
  repo: TVtoRepository,
  base: TNewRevision,
  { revision: source, viewer }: { revision: TVtoRevisionRow; viewer: TVtoViewer },
  body: TVtoCopyRequest,
  tx: TDbOrTx,
): Promise<TVtoRevisionRow> {
  if (!copiesSomething(body)) throw invalidField('includeVision', VTO_TEXTS.copyNeedsSomething);
  const parts = copiedParts(body);
  const canSeeLtOnly = vtoPolicy.canSeeLtOnly(viewer, source);
  const traction = vtoPolicy.canSeeTraction(viewer, source);
  const sections = await repo.sections(source.id, tx);
  const taken: Record<keyof TSectionContent, boolean> = {
    core_values: parts.coreValues,
    core_values_speech: parts.coreValues,
    core_focus: parts.coreFocus,
    ten_year_target: parts.tenYearTarget,
    marketing_strategy: parts.marketingStrategy,
    three_year_picture: parts.threeYearPicture,
    one_year_plan: parts.oneYearPlan && traction,
    quarterly_plan: parts.rocks && traction,
  };
  const contents: Partial<TSectionContent> = {};
  for (const row of sections) {
    if (!taken[row.kind]) continue;
    const content = (PLAN_KINDS as readonly string[]).includes(row.kind)
      ? freshPlan(row.content as TStoredPlan, canSeeLtOnly)
      : row.content;
    Object.assign(contents, { [row.kind]: content });
  }
  const copy = await repo.insertRevision(
    { ...base, isTractionLtOnly: source.isTractionLtOnly, updatedByPersonId: base.createdByPersonId },
    contents,
    tx,
  );
  if (taken.quarterly_plan) {
    const links = await repo.quarterlyRocks(source.id, tx);
    if (links.length) {
      await tx
        .insert(vtoQuarterlyRocks)
        .values(links.map(({ rock }) => ({ orgId: base.orgId, revisionId: copy.id, rockId: rock.id })));
    }
  }
  if (parts.issuesList && traction) {
    const issues = await repo.longTermIssues(source.id, tx);
    if (issues.length) {
      await tx.insert(vtoLongTermIssues).values(
        issues.map((issue) => ({
          orgId: base.orgId,
          revisionId: copy.id,
          title: issue.title,
          ownerPersonId: issue.ownerPersonId,
          contentHtml: issue.contentHtml,
        })),
      );
    }
  }
  return copy;
}
