import type { TChangeDeps } from '../../db/run-change.ts';
import type { TLeadershipViewer } from '../meetings/index.ts';
import { createDocumentChanges } from './document-changes.ts';
import { createDocumentFoldersService } from './document-folders.service.ts';
import type { TDocumentKind, TDocumentRevisionRow } from './document-kind.ts';
import { createDocumentRevisionsService } from './document-revisions.service.ts';

/**
 * The kernel's services for one document: its folders and the life of its revisions, sharing one
 * set of change helpers. A document adds its own calls (a copy of its sections, who sees it) on
 * `revisions.copy` and `revisions.setFields`.
 */
export function createDocumentServices<R extends TDocumentRevisionRow, V extends TLeadershipViewer, S, W>(
  kind: TDocumentKind<R, V, S, W>,
  deps: TChangeDeps,
) {
  const changes = createDocumentChanges(kind, deps);
  return {
    folders: createDocumentFoldersService(kind, deps, changes),
    revisions: createDocumentRevisionsService(kind, deps, changes),
  };
}
