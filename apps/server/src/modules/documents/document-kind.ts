import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeAction, TChangeEntityType } from '../../db/events.repository.ts';
import type { TDocumentCollectionsTable, TDocumentRevisionsTable } from '../../db/schema/documents.ts';
import type { TLeadershipViewer } from '../meetings/index.ts';
import type { TItemActor } from '../traction-items/index.ts';

/** A folder row of any document (db/schema/documents.ts). */
export type TDocumentFolderRow = TDocumentCollectionsTable['$inferSelect'];
/** The kernel's columns of a revision row; a document's row adds its own. */
export type TDocumentRevisionRow = TDocumentRevisionsTable['$inferSelect'];
/** The kernel's columns of a new revision (the document adds its own in `insertRevision`). */
export type TNewRevision = Pick<
  TDocumentRevisionRow,
  'orgId' | 'collectionId' | 'title' | 'createdByPersonId'
>;

/** A folder as every document answers it: its revisions are the document's summaries. */
export type TPresentedFolder<S> = {
  id: string;
  title: string;
  isCompanyFolder: boolean;
  version: number;
  revisions: S[];
};

/** The words a document answers with: its 404, 403, 409 and 422 texts, and their message ids. */
export type TDocumentTexts = {
  /** What a 404 calls a revision ("The V/TO could not be found."). */
  noun: string;
  folderExists: { text: string; id: string };
  revisionExists: { text: string; id: string };
  /** 002 §8: the revision was deleted while someone had it open. */
  removed: { text: string; id: string };
  /** An Observer asks to make, rename, copy or delete a folder or a revision. */
  observerCannotManage: string;
  /** An Observer asks to change a revision they may read. */
  observerCannotEdit: string;
  /** Anyone else the policy keeps to reading. */
  cannotEdit: string;
  folderNotFound: string;
  sameFolder: string;
  folderNotEmpty: string;
  companyFolderKept: string;
};

/** The texts a document's domain constants hold under these names (`VTO_TEXTS`, `AC_TEXTS`). */
type TTextSource = Record<
  | 'folderExists'
  | 'revisionExists'
  | 'removed'
  | 'cannotEdit'
  | 'folderNotFound'
  | 'sameFolder'
  | 'folderNotEmpty'
  | 'companyFolderKept',
  string
>;

/**
 * A document's texts from its domain constants; the message ids follow the document's prefix
 * (`VALIDATION_UNIQUE_VTO_FOLDER_TITLE`, `VALIDATION_UNIQUE_VTO_TITLE`, `VTO_REMOVED`).
 */
export function documentTexts(
  prefix: string,
  source: TTextSource,
  words: Pick<TDocumentTexts, 'noun' | 'observerCannotManage' | 'observerCannotEdit'>,
): TDocumentTexts {
  const id = prefix.toUpperCase();
  return {
    ...words,
    folderExists: { text: source.folderExists, id: `VALIDATION_UNIQUE_${id}_FOLDER_TITLE` },
    revisionExists: { text: source.revisionExists, id: `VALIDATION_UNIQUE_${id}_TITLE` },
    removed: { text: source.removed, id: `${id}_REMOVED` },
    cannotEdit: source.cannotEdit,
    folderNotFound: source.folderNotFound,
    sameFolder: source.sameFolder,
    folderNotEmpty: source.folderNotEmpty,
    companyFolderKept: source.companyFolderKept,
  };
}

/**
 * What one kind of revisioned document (the V/TO, the Accountability Chart, ...) tells the kernel
 * (docs/documents-kernel.md): its tables, its rules, how it starts and answers a revision, and its
 * live-update names. `R` is its revision row, `V` its viewer (who asks, with what the rules read),
 * `S` a revision as folders list it, `W` a revision whole with its sections.
 */
export type TDocumentKind<R extends TDocumentRevisionRow, V extends TLeadershipViewer, S, W> = {
  /** The folder and revision tables (`documentCollections`, `documentRevisions`). */
  tables: { collections: TDocumentCollectionsTable; revisions: TDocumentRevisionsTable };
  /** The tables' prefix: the unique indexes a race breaks are named from it. */
  prefix: string;
  texts: TDocumentTexts;
  /** 001 §9: the company folder's default title for the organisation's name. */
  companyFolderTitle: (orgName: string) => string;
  /** Folder lists: the company folder first then by title, or in the order they were made. */
  folderOrder: 'companyFirstByTitle' | 'created';
  /** A folder's revisions: last changed first, or in the order they were made. */
  revisionOrder: 'lastChangedFirst' | 'created';
  /** The `events` rows and live events: the folders' type, the revisions' type, and a move's action. */
  events: { folder: TChangeEntityType; revision: TChangeEntityType; moved: TChangeAction };
  /** Who may read and change a revision (policies/<kind>.ts). */
  policy: {
    canSee: (viewer: TLeadershipViewer, revision: R) => boolean;
    canEdit: (viewer: TLeadershipViewer, revision: R) => boolean;
    canManageFolders: (viewer: TLeadershipViewer) => boolean;
  };
  /** The caller as the rules see them (the leadership team looked up once per call). */
  viewerOf: (actor: TItemActor, tx: TDbOrTx) => Promise<V>;
  /** Columns every change of a revision sets beside its own (the V/TO's "last updated by"). */
  stamp: (actor: TItemActor) => Partial<R>;
  /** Inserts a new empty revision with its first sections; `base` holds the kernel's columns. */
  insertRevision: (tx: TDbOrTx, base: TNewRevision, actor: TItemActor) => Promise<R>;
  /** Revisions as folders list them (in the order given). */
  presentSummaries: (revisions: R[], tx: TDbOrTx) => Promise<S[]>;
  /** A revision whole, with its sections as the viewer may read them. */
  present: (viewer: V, revision: R, tx: TDbOrTx) => Promise<W>;
  copy: {
    /** 002 §4: a revision removed by another user may still be copied (by a non-observer). */
    ofRemoved: boolean;
    /** A copy's target folder that is not the organisation's: 404, or 422 on `collectionId`. */
    missingFolder: 'notFound' | 'invalidField';
  };
};
