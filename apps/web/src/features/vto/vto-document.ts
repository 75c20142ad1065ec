import { truncateFolderTitle, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import type { TDocumentWebKind } from '../../components/documents/document-kind.ts';
import { useVtoCollections, useVtoDocumentActions, useVtoFolder } from './api/vto-api.ts';
import { VTO_HOME_PATH, vtoDetailPath, vtoFolderPath } from './vto-paths.ts';
import './texts.ts';

/** The V/TO for the shared folder pages (components/documents, docs/documents-kernel.md). */
export const VTO_DOCUMENT: TDocumentWebKind = {
  texts: {
    title: 'vto.document.title',
    folders: 'vto.document.folders',
    foldersLoading: 'vto.document.foldersLoading',
    foldersFailed: 'vto.document.foldersFailed',
    backToFolders: 'vto.document.backToFolders',
    newRevision: 'vto.document.new',
    revisionName: 'vto.document.name',
    renameRevision: 'vto.document.rename',
    copyRevision: 'vto.document.copy',
    deleteBody: 'vto.document.deleteBody',
    empty: 'vto.document.empty',
    emptyStart: 'vto.document.emptyStart',
    inFolder: 'vto.document.inFolder',
    revisionExists: 'vto.document.exists',
    removed: 'vto.detail.removed',
  },
  homePath: VTO_HOME_PATH,
  folderPath: vtoFolderPath,
  revisionPath: (collectionId, revisionId) => vtoDetailPath(collectionId, revisionId),
  maxLength: VTO_TITLE_MAX_LENGTH,
  // 001 §9: folder names are shown truncated at 40 characters.
  folderLabel: truncateFolderTitle,
  useFolders: useVtoCollections,
  useFolder: useVtoFolder,
  useActions: useVtoDocumentActions,
};
