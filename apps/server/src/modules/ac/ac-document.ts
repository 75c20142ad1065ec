import { AC_TEXTS, companyAcFolderTitle } from '@cairn/domain/ac/ac.constants';
import type { TAcRevision } from '@cairn/domain/ac/ac.schemas';
import type { TAcVisibility } from '@cairn/domain/ac/ac-visibility';
import type { TDb } from '../../db/client.ts';
import { acCollections, acRevisions, acSeats } from '../../db/schema/index.ts';
import { acPolicy } from '../../policies/ac.ts';
import { documentTexts, type TDocumentKind } from '../documents/index.ts';
import { leadershipInvitees } from '../meetings/index.ts';
import type { TAcRevisionRow } from './ac.repository.ts';
import { createAcPresenter, presentAcSummary, type TAcViewerContext } from './ac-present.ts';

/** The Accountability Chart as the document kernel knows it. */
export type TAcDocument = TDocumentKind<
  TAcRevisionRow,
  TAcViewerContext,
  ReturnType<typeof presentAcSummary>,
  TAcRevision
>;

/** A new chart's top seat. */
const ROOT_SEAT_TITLE = 'Visionary';
/** Who sees a new chart: the leadership team edits, everyone else views once it is published. */
const DEFAULT_VISIBILITY: TAcVisibility = { lt: 'edit', org: 'view', individuals: [] };

/**
 * The chart's descriptor for the document kernel (docs/documents-kernel.md): folders and charts
 * listed in the order they were made; who sees and edits a chart is its `visibility`
 * (policies/ac.ts); a new chart starts with its top seat.
 */
export function acDocument(db: TDb): TAcDocument {
  const present = createAcPresenter(db);
  return {
    tables: { collections: acCollections, revisions: acRevisions },
    prefix: 'ac',
    folderOrder: 'created',
    revisionOrder: 'created',
    texts: documentTexts('ac', AC_TEXTS, {
      noun: 'chart',
      observerCannotManage: AC_TEXTS.observersCannotChange,
      observerCannotEdit: AC_TEXTS.cannotEdit,
    }),
    companyFolderTitle: companyAcFolderTitle,
    events: { folder: 'ac', revision: 'ac', moved: 'updated' },
    policy: acPolicy,
    async viewerOf(actor, tx) {
      const leadership = await leadershipInvitees(tx, actor.orgId);
      return {
        personId: actor.person.id,
        role: actor.person.role,
        isLeadership: leadership.has(actor.person.id),
        leadership,
      };
    },
    stamp: () => ({}),
    async insertRevision(tx, base) {
      const [made] = await tx
        .insert(acRevisions)
        .values({ ...base, visibility: DEFAULT_VISIBILITY, nextSeatKey: 2 })
        .returning();
      if (!made) throw new Error('insert ac revision');
      await tx.insert(acSeats).values({
        orgId: made.orgId,
        revisionId: made.id,
        key: 1,
        title: ROOT_SEAT_TITLE,
        isRoot: true,
        roles: [],
      });
      return made;
    },
    presentSummaries: async (revisions) => revisions.map(presentAcSummary),
    present: (viewer, revision, tx) => present.presentRevision(viewer, revision, tx),
    // A chart removed by another user may still be copied by a non-observer (002 §4, as the V/TO);
    // a copy's folder of another organisation is 422 on `collectionId`.
    copy: { ofRemoved: true, missingFolder: 'invalidField' },
  };
}
