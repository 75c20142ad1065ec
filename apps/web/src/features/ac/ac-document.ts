import { AC_TITLE_MAX_LENGTH } from '@cairn/domain/ac/ac.constants';
import type { TDocumentWebKind } from '../../components/documents/document-kind.ts';
import { AC_HOME_PATH, acChartPath, acFolderPath } from './ac-paths.ts';
import { useAcCollections, useAcDocumentActions, useAcFolder } from './api/ac-api.ts';
import './texts.ts';

/** The Accountability Chart for the shared folder pages (components/documents, docs/documents-kernel.md). */
export const AC_DOCUMENT: TDocumentWebKind = {
  texts: {
    title: 'ac.document.title',
    folders: 'ac.document.folders',
    foldersLoading: 'ac.document.foldersLoading',
    foldersFailed: 'ac.document.foldersFailed',
    backToFolders: 'ac.document.backToFolders',
    newRevision: 'ac.document.new',
    revisionName: 'ac.document.name',
    renameRevision: 'ac.document.rename',
    copyRevision: 'ac.document.copy',
    deleteBody: 'ac.document.deleteBody',
    empty: 'ac.document.empty',
    emptyStart: 'ac.document.emptyStart',
    inFolder: 'ac.document.inFolder',
    revisionExists: 'ac.document.exists',
    removed: 'ac.document.removed',
  },
  homePath: AC_HOME_PATH,
  folderPath: acFolderPath,
  revisionPath: acChartPath,
  maxLength: AC_TITLE_MAX_LENGTH,
  useFolders: useAcCollections,
  useFolder: useAcFolder,
  useActions: useAcDocumentActions,
};
