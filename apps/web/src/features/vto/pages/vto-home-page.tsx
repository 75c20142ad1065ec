import { DocumentFolderPage } from '../../../components/documents/document-folder-page.tsx';
import { DocumentsHomePage } from '../../../components/documents/documents-home-page.tsx';
import { VTO_DOCUMENT } from '../vto-document.ts';

/** `/vto` (VtoHome): the folders, the company folder first, each with its revisions. */
export function VtoHomePage() {
  return <DocumentsHomePage kind={VTO_DOCUMENT} />;
}

/** `/vto/folder/{collectionId}` (VtoFolder): one folder's revisions. */
export function VtoFolderPage() {
  return <DocumentFolderPage kind={VTO_DOCUMENT} />;
}
