import type { UseQueryResult } from '@tanstack/react-query';
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
 * What one kind of revisioned document (the V/TO, the Accountability Chart, ...) tells the shared
 * folder pages (docs/documents-kernel.md): its words, its paths, its limits and its API hooks.
 */
export type TDocumentWebKind = {
  /** The home page's heading: 'V/TO', 'Accountability Chart'. */
  title: string;
  /** What one revision is called, and many: 'V/TO' and 'V/TOs', 'chart' and 'charts'. */
  noun: string;
  nounPlural: string;
  /** What its folders are called on the page: 'V/TO folders', 'chart folders'. */
  foldersName: string;
  homePath: string;
  folderPath: (collectionId: string) => string;
  revisionPath: (collectionId: string, revisionId: string) => string;
  /** A folder or revision title's limit (the server's). */
  maxLength: number;
  texts: { folderExists: string; revisionExists: string; removed: string };
  /** How a folder title is shown in lists (long ones truncated). */
  folderLabel?: (title: string) => string;
  useFolders: () => UseQueryResult<readonly TDocumentFolder[]>;
  useFolder: (collectionId: string) => UseQueryResult<TDocumentFolder>;
  useActions: () => TDocumentActions;
};

/** 'chart' -> 'Chart'. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
