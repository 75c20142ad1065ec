import { DocumentFolderPage } from '../../../components/documents/document-folder-page.tsx';
import { DocumentsHomePage } from '../../../components/documents/documents-home-page.tsx';
import { AC_DOCUMENT } from '../ac-document.ts';

/** `/ac`: the chart folders, the company folder first, each with its charts; new folders and charts. */
export function AcHomePage() {
  return <DocumentsHomePage kind={AC_DOCUMENT} />;
}

/** `/ac/folder/{collectionId}`: one folder's charts, with New chart and the folder's menu. */
export function AcFolderPage() {
  return <DocumentFolderPage kind={AC_DOCUMENT} />;
}
