import { companyFolderTitle, VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import type { TVtoRevision, TVtoRevisionSummary } from '@cairn/domain/vto/vto.schemas';
import type { TDb } from '../../db/client.ts';
import { vtoCollections, vtoRevisions } from '../../db/schema/index.ts';
import { vtoPolicy } from '../../policies/vto.ts';
import { createDocumentsRepository, documentTexts, type TDocumentKind } from '../documents/index.ts';
import type { TVtoRevisionRow } from './vto.repository.ts';
import { createVtoPresenter, type TVtoViewerContext } from './vto-present.ts';

/** The V/TO as the document kernel knows it. */
export type TVtoDocument = TDocumentKind<
  TVtoRevisionRow,
  TVtoViewerContext,
  TVtoRevisionSummary,
  TVtoRevision
>;

const tables = { collections: vtoCollections, revisions: vtoRevisions };
const orders = { folderOrder: 'companyFirstByTitle', revisionOrder: 'lastChangedFirst' } as const;

/**
 * The V/TO's descriptor for the document kernel (docs/documents-kernel.md): its folders list the
 * company folder first, then by title, and revisions last changed first; the leadership team and
 * the creator edit (policies/vto.ts); a revision starts with every section empty, and every
 * change stamps who made it.
 */
export function vtoDocument(db: TDb): TVtoDocument {
  const folders = createDocumentsRepository<TVtoRevisionRow>(tables, orders);
  const present = createVtoPresenter(db, folders);
  return {
    tables,
    prefix: 'vto',
    ...orders,
    texts: documentTexts('vto', VTO_TEXTS, {
      noun: 'V/TO',
      observerCannotManage: VTO_TEXTS.observersNeverEdit,
      observerCannotEdit: VTO_TEXTS.observersNeverEdit,
    }),
    companyFolderTitle: (orgName) => companyFolderTitle(orgName || 'Company'),
    events: { folder: 'vto', revision: 'vtorevision', moved: 'moved' },
    policy: vtoPolicy,
    async viewerOf(actor, tx) {
      const leadership = await present.repo.leadership(actor.orgId, actor.person.id, tx);
      return {
        personId: actor.person.id,
        role: actor.person.role,
        isLeadership: leadership.isInvitee,
        leadershipMeetingId: leadership.meetingId,
      };
    },
    stamp: (actor) => ({ updatedByPersonId: actor.person.id }),
    insertRevision: (tx, base, actor) =>
      present.repo.insertRevision({ ...base, updatedByPersonId: actor.person.id }, {}, tx),
    presentSummaries: (revisions, tx) => present.summaries(revisions, tx),
    present: (viewer, revision, tx) => present.whole(viewer, revision, tx),
    // 002 §4: a V/TO removed by another user may still be copied; its copy's folder must exist (404).
    copy: { ofRemoved: true, missingFolder: 'notFound' },
  };
}
