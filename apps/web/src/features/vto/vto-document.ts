import { truncateFolderTitle, VTO_TEXTS, VTO_TITLE_MAX_LENGTH } from '@cairn/domain/vto/vto.constants';
import type { TDocumentWebKind } from '../../components/documents/document-kind.ts';
import { useVtoCollections, useVtoDocumentActions, useVtoFolder } from './api/vto-api.ts';
import { VTO_HOME_PATH, vtoDetailPath, vtoFolderPath } from './vto-paths.ts';

/** The V/TO for the shared folder pages (components/documents, docs/documents-kernel.md). */
export const VTO_DOCUMENT: TDocumentWebKind = {
  title: 'V/TO',
  noun: 'V/TO',
  nounPlural: 'V/TOs',
  foldersName: 'V/TO folders',
  homePath: VTO_HOME_PATH,
  folderPath: vtoFolderPath,
  revisionPath: (collectionId, revisionId) => vtoDetailPath(collectionId, revisionId),
  maxLength: VTO_TITLE_MAX_LENGTH,
  texts: {
    folderExists: VTO_TEXTS.folderExists,
    revisionExists: VTO_TEXTS.revisionExists,
    removed: VTO_TEXTS.removed,
  },
  // 001 §9: folder names are shown truncated at 40 characters.
  folderLabel: truncateFolderTitle,
  useFolders: useVtoCollections,
  useFolder: useVtoFolder,
  useActions: useVtoDocumentActions,
};
