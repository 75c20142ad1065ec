import type { UseQueryResult } from '@tanstack/react-query';
import type { TTextKey } from '../../lib/i18n/i18n.ts';
import type { TMoveTarget } from './move-to-folder-popup.tsx';

/** A revision as a folder lists it: what every document's summary has. */
type TDocumentRevisionRow = {
  id: string;
  title: string;
  isPublished: boolean;
  updated: string;
  updatedByName?: string | null;
};

/** A folder with the revisions the caller may see (every document answers this shape). */
export type TDocumentFolder = {
  id: string;
  title: string;
  isCompanyFolder: boolean;
  version: number;
  revisions: readonly TDocumentRevisionRow[];
};

/** One revision of a folder. */
type TRevisionRef = { collectionId: string; revisionId: string };

/** The calls of the folder pages, each resolved once the server has answered (a refusal rejects). */
export type TDocumentActions = {
  /** A new folder; answers its id (the home opens its page, 001 §2 VtoFolder / AcFolder). */
  createFolder: (title: string) => Promise<string>;
  renameFolder: (collectionId: string, title: string) => Promise<unknown>;
  deleteFolder: (collectionId: string) => Promise<unknown>;
  /** A new draft; answers its id (the page opens it). */
  createRevision: (collectionId: string, title: string) => Promise<{ id: string }>;
  rename: (ref: TRevisionRef, title: string) => Promise<unknown>;
  move: (ref: TRevisionRef, target: TMoveTarget) => Promise<unknown>;
  remove: (ref: TRevisionRef) => Promise<unknown>;
  /** A draft copy by name, from the folder lists (absent: the document copies from its own page). */
  copy?: (ref: TRevisionRef, title: string) => Promise<unknown>;
};

/**
 * The words one kind of document says on the shared pages, each a key: a V/TO and a chart differ
 * in gender and form in other languages, so each sentence is the kind's own.
 */
export type TDocumentTexts = {
  /** The home page's heading: 'V/TO', 'Accountability Chart'. */
  title: TTextKey;
  /** Its folders, as the folder page's way back: 'V/TO folders', 'Chart folders'. */
  folders: TTextKey;
  foldersLoading: TTextKey;
  foldersFailed: TTextKey;
  backToFolders: TTextKey;
  /** 'New V/TO', 'New chart'. */
  newRevision: TTextKey;
  /** The name field of New and Rename: 'V/TO name', 'Chart name'. */
  revisionName: TTextKey;
  renameRevision: TTextKey;
  copyRevision: TTextKey;
  /** The delete question's body, with `{{removed}}` (what those who have it open read). */
  deleteBody: TTextKey;
  /** An empty folder, to those who may not add (`empty`) and to those who may (`emptyStart`). */
  empty: TTextKey;
  emptyStart: TTextKey;
  /** The revision table's name for screen readers, with `{{folder}}`: 'Charts in Sales'. */
  inFolder: TTextKey;
  /** A revision's name already taken in its folder. */
  revisionExists: TTextKey;
  /** 'This {AC or VTO} has been removed by another user.' (002 §8). */
  removed: TTextKey;
};

/**
 * What one kind of revisioned document (the V/TO, the Accountability Chart, ...) tells the shared
 * folder pages (docs/documents-kernel.md): its words, its paths, its limits and its API hooks.
 */
export type TDocumentWebKind = {
  texts: TDocumentTexts;
  homePath: string;
  folderPath: (collectionId: string) => string;
  revisionPath: (collectionId: string, revisionId: string) => string;
  /** A folder or revision title's limit (the server's). */
  maxLength: number;
  /** How a folder title is shown in lists (long ones truncated). */
  folderLabel?: (title: string) => string;
  useFolders: () => UseQueryResult<readonly TDocumentFolder[]>;
  useFolder: (collectionId: string) => UseQueryResult<TDocumentFolder>;
  useActions: () => TDocumentActions;
};
