import { errorMessage } from '@cairn/domain/errors';
import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import type { TVtoRevision, TVtoRevisionSummary, TVtoRock } from '@cairn/domain/vto/vto.schemas';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { type TVtoRevisionSubject, type TVtoViewer, vtoPolicy } from '../../policies/vto.ts';
import { policyReaders } from '../meetings/leadership-team.ts';
import type { TItemActor } from '../traction-items/item-types.ts';
import { createVtoRepository, type TVtoRevisionRow } from './vto.repository.ts';
import {
  presentPlan,
  presentSection,
  type TPlanKind,
  type TSectionContent,
  type TSectionRow,
} from './vto-sections.ts';

/** The viewer with the leadership team meeting it was worked out from. */
export type TVtoViewerContext = TVtoViewer & { leadershipMeetingId: string | null };

/** A revision row with the name of who last changed it. */
export type TRevisionRecord = { revision: TVtoRevisionRow; updatedByName: string | null };

/** 002 §8: the revision was deleted while someone had it open (404 with its own id and text). */
export const revisionRemoved = () => new HttpError(404, [errorMessage('VTO_REMOVED', VTO_TEXTS.removed)]);

/** A revision as lists show it. */
export function presentSummary(record: TRevisionRecord): TVtoRevisionSummary {
  const { revision } = record;
  return {
    id: revision.id,
    revisionId: revision.id,
    collectionId: revision.collectionId,
    title: revision.title,
    isPublished: revision.isPublished,
    isTractionLtOnly: revision.isTractionLtOnly,
    createdById: revision.createdByPersonId,
    updated: revision.updatedAt.toISOString(),
    updatedById: revision.updatedByPersonId,
    updatedByName: record.updatedByName,
    version: revision.version,
  };
}

/** Finding revisions the caller may read or change, and answering them whole (002 §3-§5). */
export function createVtoAccess(db: TDb) {
  const repo = createVtoRepository(db);

  async function viewerOf(actor: TItemActor, tx: TDbOrTx = db): Promise<TVtoViewerContext> {
    const leadership = await repo.leadership(actor.orgId, actor.person.id, tx);
    return {
      personId: actor.person.id,
      role: actor.person.role,
      isLeadership: leadership.isInvitee,
      leadershipMeetingId: leadership.meetingId,
    };
  }

  /** The revision in that folder the caller may read: 404 otherwise, or "removed" when deleted. */
  async function readable(actor: TItemActor, collectionId: string, revisionId: string, tx: TDbOrTx = db) {
    const viewer = await viewerOf(actor, tx);
    const record = await repo.findRevision(actor.orgId, revisionId, tx);
    if (
      !record ||
      record.revision.collectionId !== collectionId ||
      !vtoPolicy.canSee(viewer, record.revision)
    ) {
      throw notFound('V/TO');
    }
    if (record.revision.deletedAt) throw revisionRemoved();
    return { viewer, record };
  }

  /** The revision the caller may change (403 with 002 §5's text otherwise). */
  async function editable(actor: TItemActor, collectionId: string, revisionId: string, tx: TDbOrTx = db) {
    const found = await readable(actor, collectionId, revisionId, tx);
    if (actor.person.role === 'Observer') throw forbidden(VTO_TEXTS.observersNeverEdit);
    if (!vtoPolicy.canEdit(found.viewer, found.record.revision)) throw forbidden(VTO_TEXTS.cannotEdit);
    return found;
  }

  /**
   * The live revisions both the caller and `ownerId` may change (Move Issue's V/TO destinations,
   * 000 §2.4): for each, the rules of `vtoPolicy.canEdit`. A person of another organisation
   * or none: nothing.
   */
  async function editableForBoth(actor: TItemActor, ownerId: string, tx: TDbOrTx = db) {
    const role = await repo.personRole(actor.orgId, ownerId, tx);
    if (!role) return [];
    const [caller, ownerTeam, folders] = await Promise.all([
      viewerOf(actor, tx),
      repo.leadership(actor.orgId, ownerId, tx),
      repo.collections(actor.orgId, tx),
    ]);
    const owner = { personId: ownerId, role, isLeadership: ownerTeam.isInvitee };
    const folderTitle = new Map(folders.map((f) => [f.id, f.title]));
    const rows = await repo.revisionsOf(
      actor.orgId,
      folders.map((f) => f.id),
      tx,
    );
    return rows
      .map((row) => row.revision)
      .filter((revision) => vtoPolicy.canEdit(caller, revision) && vtoPolicy.canEdit(owner, revision))
      .map((revision) => ({
        collectionId: revision.collectionId,
        revisionId: revision.id,
        title: revision.title,
        folderTitle: folderTitle.get(revision.collectionId) ?? '',
        isPublished: revision.isPublished,
      }));
  }

  /** The quarterly plan's rocks as answered (the real rocks: title, owner and status stay current). */
  async function quarterlyRocks(revisionId: string, tx: TDbOrTx = db): Promise<TVtoRock[]> {
    const rows = await repo.quarterlyRocks(revisionId, tx);
    return rows.map(({ link, rock }) => ({
      id: rock.id,
      title: rock.title,
      ownerId: rock.ownerPersonId,
      status: rock.status,
      dueDate: rock.dueDate,
      version: rock.version,
      actual: (link.actual as TVtoRock['actual']) ?? null,
    }));
  }

  /** One section as its call answers it (the quarterly plan with its rocks). */
  async function section(viewer: TVtoViewer, record: TRevisionRecord, row: TSectionRow, tx: TDbOrTx = db) {
    const canSeeLtOnly = vtoPolicy.canSeeLtOnly(viewer, record.revision);
    const rocks = row.kind === 'quarterly_plan' ? await quarterlyRocks(record.revision.id, tx) : [];
    return presentSection(row, { canSeeLtOnly, rocks });
  }

  /** `GET vto/collection/{c}/revision/{r}`: every section the caller may read. */
  async function whole(
    viewer: TVtoViewerContext,
    record: TRevisionRecord,
    tx: TDbOrTx = db,
  ): Promise<TVtoRevision> {
    const { revision } = record;
    const collection = await repo.findCollection(revision.orgId, revision.collectionId, tx);
    const rows = await repo.sections(revision.id, tx);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    const get = <K extends keyof TSectionContent>(kind: K) => byKind.get(kind) as TSectionRow<K>;
    const canSeeLtOnly = vtoPolicy.canSeeLtOnly(viewer, revision);
    const traction = vtoPolicy.canSeeTraction(viewer, revision);
    const plan = (kind: TPlanKind, rocks: TVtoRock[] = []) => presentPlan(get(kind), { canSeeLtOnly, rocks });
    const issues = traction ? await repo.longTermIssues(revision.id, tx) : [];
    return {
      ...presentSummary(record),
      collectionTitle: collection?.title ?? '',
      linkedTractionId: viewer.leadershipMeetingId,
      permissions: {
        canEdit: vtoPolicy.canEdit(viewer, revision),
        canCopy: vtoPolicy.canCopy(viewer),
        canSeeTraction: traction,
        canSeeLtOnly,
      },
      coreValues: presentSection(get('core_values'), { canSeeLtOnly }) as TVtoRevision['coreValues'],
      coreValuesSpeech: presentSection(get('core_values_speech'), {
        canSeeLtOnly,
      }) as TVtoRevision['coreValuesSpeech'],
      coreFocus: presentSection(get('core_focus'), { canSeeLtOnly }) as TVtoRevision['coreFocus'],
      tenYearTarget: presentSection(get('ten_year_target'), {
        canSeeLtOnly,
      }) as TVtoRevision['tenYearTarget'],
      marketingStrategy: presentSection(get('marketing_strategy'), {
        canSeeLtOnly,
      }) as TVtoRevision['marketingStrategy'],
      threeYearPicture: plan('three_year_picture'),
      oneYearPlan: traction ? plan('one_year_plan') : null,
      quarterlyPlan: traction ? plan('quarterly_plan', await quarterlyRocks(revision.id, tx)) : null,
      longTermIssues: traction
        ? issues.map((issue) => ({
            id: issue.id,
            version: issue.version,
            title: issue.title,
            ownerId: issue.ownerPersonId,
            contentHtml: issue.contentHtml,
            created: issue.createdAt.toISOString(),
          }))
        : null,
    };
  }

  /** Who hears the live event of a revision's change: whoever vtoPolicy lets read it in any of `states`. */
  function readersOf(orgId: string, states: readonly TVtoRevisionSubject[], tx: TDbOrTx = db) {
    return policyReaders(tx, orgId, (viewer) => states.some((state) => vtoPolicy.canSee(viewer, state)));
  }

  return { repo, viewerOf, readable, editable, editableForBoth, section, whole, quarterlyRocks, readersOf };
}

export type TVtoAccess = ReturnType<typeof createVtoAccess>;
