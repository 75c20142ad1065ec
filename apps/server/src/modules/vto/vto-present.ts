import type { TVtoRevision, TVtoRevisionSummary, TVtoRock } from '@cairn/domain/vto/vto.schemas';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { type TVtoViewer, vtoPolicy } from '../../policies/vto.ts';
import type { createDocumentsRepository } from '../documents/index.ts';
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

/** A revision as lists show it, with the name of who changed it last. */
function presentSummary(revision: TVtoRevisionRow, updatedByName: string | null): TVtoRevisionSummary {
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
    updatedByName,
    version: revision.version,
  };
}

/** How the V/TO answers a revision: in lists, whole (every section the viewer may read), one section. */
export function createVtoPresenter(db: TDb, folders: ReturnType<typeof createDocumentsRepository>) {
  const repo = createVtoRepository(db);

  /** Revisions as folders list them, with who changed each last (one look-up for all). */
  async function summaries(revisions: TVtoRevisionRow[], tx: TDbOrTx = db) {
    const orgId = revisions[0]?.orgId;
    const ids = [...new Set(revisions.map((r) => r.updatedByPersonId).filter((id): id is string => !!id))];
    const names = orgId ? await repo.personNames(orgId, ids, tx) : new Map<string, string | null>();
    return revisions.map((r) =>
      presentSummary(r, (r.updatedByPersonId && names.get(r.updatedByPersonId)) ?? null),
    );
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
  async function section(viewer: TVtoViewer, revision: TVtoRevisionRow, row: TSectionRow, tx: TDbOrTx = db) {
    const canSeeLtOnly = vtoPolicy.canSeeLtOnly(viewer, revision);
    const rocks = row.kind === 'quarterly_plan' ? await quarterlyRocks(revision.id, tx) : [];
    return presentSection(row, { canSeeLtOnly, rocks });
  }

  /** `GET vto/collection/{c}/revision/{r}`: every section the caller may read. */
  async function whole(
    viewer: TVtoViewerContext,
    revision: TVtoRevisionRow,
    tx: TDbOrTx = db,
  ): Promise<TVtoRevision> {
    const collection = await folders.folder(tx, revision.orgId, revision.collectionId);
    const [summary] = await summaries([revision], tx);
    const rows = await repo.sections(revision.id, tx);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    const get = <K extends keyof TSectionContent>(kind: K) => byKind.get(kind) as TSectionRow<K>;
    const canSeeLtOnly = vtoPolicy.canSeeLtOnly(viewer, revision);
    const traction = vtoPolicy.canSeeTraction(viewer, revision);
    const plan = (kind: TPlanKind, rocks: TVtoRock[] = []) => presentPlan(get(kind), { canSeeLtOnly, rocks });
    const simple = <T>(kind: keyof TSectionContent) => presentSection(get(kind), { canSeeLtOnly }) as T;
    const issues = traction ? await repo.longTermIssues(revision.id, tx) : [];
    return {
      ...(summary as TVtoRevisionSummary),
      collectionTitle: collection?.title ?? '',
      linkedTractionId: viewer.leadershipMeetingId,
      permissions: {
        canEdit: vtoPolicy.canEdit(viewer, revision),
        canCopy: vtoPolicy.canCopy(viewer),
        canSeeTraction: traction,
        canSeeLtOnly,
      },
      coreValues: simple<TVtoRevision['coreValues']>('core_values'),
      coreValuesSpeech: simple<TVtoRevision['coreValuesSpeech']>('core_values_speech'),
      coreFocus: simple<TVtoRevision['coreFocus']>('core_focus'),
      tenYearTarget: simple<TVtoRevision['tenYearTarget']>('ten_year_target'),
      marketingStrategy: simple<TVtoRevision['marketingStrategy']>('marketing_strategy'),
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

  return { repo, summaries, quarterlyRocks, section, whole };
}
