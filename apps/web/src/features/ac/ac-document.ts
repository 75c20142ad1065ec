import { AC_TEXTS, AC_TITLE_MAX_LENGTH } from '@cairn/domain/ac/ac.constants';
import type { TDocumentWebKind } from '../../components/documents/document-kind.ts';
import { AC_HOME_PATH, acChartPath, acFolderPath } from './ac-paths.ts';
import { useAcCollections, useAcDocumentActions, useAcFolder } from './api/ac-api.ts';

/** The Accountability Chart for the shared folder pages (components/documents, docs/documents-kernel.md). */
export const AC_DOCUMENT: TDocumentWebKind = {
  title: 'Accountability Chart',
  noun: 'chart',
  nounPlural: 'charts',
  foldersName: 'chart folders',
  homePath: AC_HOME_PATH,
  folderPath: acFolderPath,
  revisionPath: acChartPath,
  maxLength: AC_TITLE_MAX_LENGTH,
  texts: {
    folderExists: AC_TEXTS.folderExists,
    revisionExists: AC_TEXTS.revisionExists,
    removed: AC_TEXTS.removed,
  },
  useFolders: useAcCollections,
  useFolder: useAcFolder,
  useActions: useAcDocumentActions,
};
