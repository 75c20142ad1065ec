import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import type {
  TMoveIssueToVtoRequest,
  TVtoActualValuesRequest,
  TVtoLongTermIssue,
  TVtoLongTermIssueMoveRequest,
  TVtoLongTermIssueRequest,
  TVtoRockRequest,
} from '@cairn/domain/vto/vto.schemas';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { vtoLongTermIssues, vtoQuarterlyRocks, vtoRevisions, vtoSections } from '../../db/schema/index.ts';
import { checkVersion, updateVersioned } from '../../db/versioned-update.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import type { TIssuesService } from '../issues/index.ts';
import type { TRocksService } from '../rocks/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import type { TVtoLongTermIssueRow, TVtoRevisionRow } from './vto.repository.ts';
import { createVtoAccess } from './vto-access.ts';
import type { TSectionTarget } from './vto-sections.service.ts';
import type { TStoredPlan } from './vto-sections.ts';

/** A long-term issue as answered. */
const presentLongTermIssue = (row: TVtoLongTermIssueRow): TVtoLongTermIssue => ({
  id: row.id,
  version: row.version,
  title: row.title,
  ownerId: row.ownerPersonId,
  contentHtml: row.contentHtml,
  created: row.createdAt.toISOString(),
});

/**
 * The Traction page's links to the rest of Cairn (000 §2.4, §7; 001 §7; issue 13): the
 * long-term issues list and its moves to and from meetings, the quarterly plan's real rocks,
 * and the recorded quarterly results.
 */
export function createVtoTractionService(
  deps: TChangeDeps,
  items: { issues: TIssuesService; rocks: TRocksService },
) {
  const access = createVtoAccess(deps.db);
  const { repo } = access;

  /** The revision's update: stamped with the caller, announced to those who may read it. */
  async function touched(
    actor: TItemActor,
    revision: TVtoRevisionRow,
    record: TRecord,
    tx: TDbOrTx,
    data: object,
  ) {
    await tx
      .update(vtoRevisions)
      .set({ updatedAt: new Date(), updatedByPersonId: actor.person.id })
      .where(eq(vtoRevisions.id, revision.id));
    await record({
      entityType: 'vtorevision',
      entityId: revision.id,
      action: 'updated',
      data: data as Record<string, unknown>,
      live: { verb: 'Updated', readers: await access.readersOf(actor.orgId, [revision], tx) },
    });
  }

  /** 422 on `ownerId` unless a licensed person (not an Observer) of the organisation. */
  async function checkOwner(actor: TItemActor, ownerId: string, tx: TDbOrTx) {
    const role = await repo.personRole(actor.orgId, ownerId, tx);
    if (!role) throw invalidField('ownerId', VTO_TEXTS.ownerNotInOrg);
    if (role === 'Observer') throw invalidField('ownerId', VTO_TEXTS.ownerNotLicensed);
  }

  async function insertIssue(
    actor: TItemActor,
    revisionId: string,
    fields: { title: string; ownerId: string | null; contentHtml: string },
    tx: TDbOrTx,
  ) {
    const [row] = await tx
      .insert(vtoLongTermIssues)
      .values({
        orgId: actor.orgId,
        revisionId,
        title: fields.title,
        ownerPersonId: fields.ownerId,
        contentHtml: fields.contentHtml,
      })
      .returning();
    if (!row) throw new Error('insert long-term issue');
    return row;
  }

  /** A change of the quarterly plan's rocks: the plan's version is checked and bumped. */
  async function changeRocks(
    actor: TItemActor,
    target: TSectionTarget,
    work: (tx: TDbOrTx) => Promise<void>,
  ) {
    return runChange(deps, actor, async (tx, record) => {
      const found = await access.editable(actor, target.collectionId, target.revisionId, tx);
      const plan = await repo.section(found.revision.id, 'quarterly_plan', tx);
      checkVersion(plan.version, target.version);
      await work(tx);
      const bumped = await updateVersioned(tx, vtoSections, plan, {});
      await touched(actor, found.revision, record, tx, { section: 'quarterly_plan' });
      return access.section(found.viewer, found.revision, { ...plan, version: bumped.version }, tx);
    });
  }

  return {
    /** Move Issue's V/TO destinations for a new owner: the revisions the caller and the owner may both change. */
    moveDestinations: (actor: TItemActor, ownerId: string) => access.editableForBoth(actor, ownerId),

    /** `POST .../long-term-issue`: answers `newLongTermIssue.id` (000 §7). */
    async addIssue(actor: TItemActor, c: string, r: string, body: TVtoLongTermIssueRequest) {
      const contentHtml = await sanitizeRichTextOffThread(body.contentHtml ?? '');
      return runChange(deps, actor, async (tx, record) => {
        const found = await access.editable(actor, c, r, tx);
        await checkOwner(actor, body.ownerId, tx);
        const row = await insertIssue(
          actor,
          r,
          { title: body.title, ownerId: body.ownerId, contentHtml },
          tx,
        );
        await touched(actor, found.revision, record, tx, { longTermIssueAdded: row.id });
        return presentLongTermIssue(row);
      });
    },

    /** `PUT .../long-term-issue/{id}`: title, owner and (when sent) notes; `version` must be current. */
    async editIssue(actor: TItemActor, c: string, r: string, id: string, body: TVtoLongTermIssueRequest) {
      const contentHtml =
        body.contentHtml === undefined ? undefined : await sanitizeRichTextOffThread(body.contentHtml ?? '');
      return runChange(deps, actor, async (tx, record) => {
        const found = await access.editable(actor, c, r, tx);
        const current = await repo.findLongTermIssue(actor.orgId, r, id, tx);
        if (!current) throw notFound('issue');
        checkVersion(current.version, body.version);
        await checkOwner(actor, body.ownerId, tx);
        const row = await updateVersioned(tx, vtoLongTermIssues, current, {
          title: body.title,
          ownerPersonId: body.ownerId,
          ...(contentHtml === undefined ? {} : { contentHtml }),
        });
        await touched(actor, found.revision, record, tx, { longTermIssueEdited: id });
        return presentLongTermIssue(row);
      });
    },

    async removeIssue(actor: TItemActor, c: string, r: string, id: string, version?: number) {
      await runChange(deps, actor, async (tx, record) => {
        const found = await access.editable(actor, c, r, tx);
        const current = await repo.findLongTermIssue(actor.orgId, r, id, tx);
        if (!current) throw notFound('issue');
        checkVersion(current.version, version);
        await updateVersioned(tx, vtoLongTermIssues, current, { deletedAt: new Date() });
        await touched(actor, found.revision, record, tx, { longTermIssueRemoved: id });
      });
    },

    /**
     * `POST .../long-term-issue/{id}/move`: becomes an issue of the chosen meeting and owner (the
     * issue rules decide: 404/403/422 on `destinationId`, 422 on `ownerId`), then leaves the list.
     */
    async moveIssueOut(
      actor: TItemActor,
      c: string,
      r: string,
      id: string,
      body: TVtoLongTermIssueMoveRequest,
    ) {
      // One change: the new meeting issue (its own change joins this one) and the list entry's removal.
      return runChange(deps, actor, async (tx, record) => {
        const found = await access.editable(actor, c, r, tx);
        const current = await repo.findLongTermIssue(actor.orgId, r, id, tx);
        if (!current) throw notFound('issue');
        const issue = await items.issues.create(actor, {
          title: current.title,
          ownerId: body.ownerId,
          tractionId: body.destinationId,
          contentHtml: current.contentHtml,
          entityType: 'meeting',
        });
        await tx
          .update(vtoLongTermIssues)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(eq(vtoLongTermIssues.id, id));
        await touched(actor, found.revision, record, tx, { longTermIssueMoved: id, issueId: issue.id });
        return issue;
      });
    },

    /**
     * `POST issue/{id}/move-to-vto`: a meeting issue the caller may change goes onto the
     * revision's long-term list (and leaves its meeting). Nothing moves if either side refuses.
     */
    async moveIssueIn(actor: TItemActor, issueId: string, body: TMoveIssueToVtoRequest) {
      // One change: onto the list, and off the meeting (the issue's own delete joins this change),
      // so a refusal on either side moves nothing.
      return runChange(deps, actor, async (tx, record) => {
        const issue = await items.issues.get(actor, issueId, tx);
        const ownerId = body.ownerId ?? issue.ownerPersonId;
        const found = await access.editable(actor, body.collectionId, body.revisionId, tx);
        if (ownerId) await checkOwner(actor, ownerId, tx);
        const row = await insertIssue(
          actor,
          body.revisionId,
          { title: issue.title, ownerId, contentHtml: issue.contentHtml },
          tx,
        );
        await touched(actor, found.revision, record, tx, { longTermIssueAdded: row.id, fromIssue: issueId });
        await items.issues.remove(actor, issueId, body.version);
        return presentLongTermIssue(row);
      });
    },

    /**
     * `POST quarterly-plan/rock`: links a rock of the organisation the caller sees, or makes a
     * company rock in the leadership team meeting (the rock rules decide the owner) and links it.
     */
    async addRock(actor: TItemActor, target: TSectionTarget, body: TVtoRockRequest) {
      const found = await access.editable(actor, target.collectionId, target.revisionId);
      const plan = await repo.section(found.revision.id, 'quarterly_plan');
      checkVersion(plan.version, target.version);
      let rockId = body.rockId;
      if (rockId)
        await items.rocks
          .get(actor, rockId)
          .catch(() => Promise.reject(invalidField('rockId', VTO_TEXTS.rockNotFound)));
      else {
        if (!found.viewer.leadershipMeetingId) throw invalidField('title', VTO_TEXTS.noLeadershipTeam);
        const made = await items.rocks.create(actor, {
          title: body.title ?? '',
          ownerId: body.ownerId ?? '',
          dueDate: body.dueDate ?? '',
          type: 'company',
          tractionIds: [found.viewer.leadershipMeetingId],
          delegated: [],
        });
        rockId = made.rock.id;
      }
      return changeRocks(actor, target, async (tx) => {
        const [exists] = await tx
          .select({ id: vtoQuarterlyRocks.id })
          .from(vtoQuarterlyRocks)
          .where(
            and(eq(vtoQuarterlyRocks.revisionId, target.revisionId), eq(vtoQuarterlyRocks.rockId, rockId)),
          );
        if (exists) throw invalidField('rockId', VTO_TEXTS.rockAlreadyOnPlan);
        await tx
          .insert(vtoQuarterlyRocks)
          .values({ orgId: actor.orgId, revisionId: target.revisionId, rockId });
      });
    },

    /** `DELETE quarterly-plan/rock/{rockId}`: the rock leaves the plan (the rock itself stays). */
    removeRock(actor: TItemActor, target: TSectionTarget, rockId: string) {
      return changeRocks(actor, target, async (tx) => {
        const gone = await tx
          .delete(vtoQuarterlyRocks)
          .where(
            and(eq(vtoQuarterlyRocks.revisionId, target.revisionId), eq(vtoQuarterlyRocks.rockId, rockId)),
          )
          .returning();
        if (!gone.length) throw notFound('rock');
      });
    },

    /**
     * `POST metrics/actual-values` (001 §3, §7): the quarter's results of the 1-year and
     * quarterly plans' measurables, goals and rocks. Each `planId` must be a plan of this
     * revision and each item one of its entries (422 otherwise); nothing is stored on a refusal.
     */
    async recordActuals(actor: TItemActor, c: string, r: string, body: TVtoActualValuesRequest) {
      return runChange(deps, actor, async (tx, record) => {
        const found = await access.editable(actor, c, r, tx);
        const plans = new Map(
          (await repo.sections(r, tx))
            .filter((row) => row.kind === 'one_year_plan' || row.kind === 'quarterly_plan')
            .map((row) => [row.id, row]),
        );
        const rockLinks = await repo.quarterlyRocks(r, tx);
        const changed = new Set<string>();
        for (const [index, result] of body.actualResults.entries()) {
          const plan = plans.get(result.planId);
          const field = `actualResults.${index}.planId`;
          if (!plan) throw invalidField(field, VTO_TEXTS.entryNotFound);
          const actual = {
            value: result.value,
            valueScale: result.valueScale,
            decimalPlaces: result.decimalPlaces,
          };
          const content = plan.content as TStoredPlan;
          const entry = result.isMeasurable
            ? content.measurables.find((m) => m.id === result.associatedItemId)
            : content.goals.find((g) => g.id === result.associatedItemId);
          if (entry) {
            entry.actual = actual;
            changed.add(plan.id);
            continue;
          }
          const link =
            plan.kind === 'quarterly_plan' && rockLinks.find((l) => l.rock.id === result.associatedItemId);
          if (!link) throw invalidField(`actualResults.${index}.associatedItemId`, VTO_TEXTS.entryNotFound);
          await tx.update(vtoQuarterlyRocks).set({ actual }).where(eq(vtoQuarterlyRocks.id, link.link.id));
          changed.add(plan.id);
        }
        for (const id of changed) {
          const plan = plans.get(id);
          if (plan)
            await updateVersioned(tx, vtoSections, plan, {
              content: plan.content as Record<string, unknown>,
            });
        }
        await touched(actor, found.revision, record, tx, { actualResults: body.actualResults.length });
        const fresh = await access.revisions.revision(tx, actor.orgId, r);
        return access.whole(found.viewer, fresh ?? found.revision, tx);
      });
    },
  };
}

export type TVtoTractionService = ReturnType<typeof createVtoTractionService>;
