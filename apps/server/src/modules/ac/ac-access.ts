import type { TDb } from '../../db/client.ts';
import { createDocumentAccess } from '../documents/index.ts';
import { acDocument } from './ac-document.ts';
import { createAcPresenter } from './ac-present.ts';

/** Finding charts the caller may read or change (the document kernel's rules with the chart's descriptor), and answering them whole. */
export function createAcAccess(db: TDb) {
  const documents = createDocumentAccess(acDocument(db), db);
  const present = createAcPresenter(db);
  return {
    repo: present.repo,
    viewerOf: documents.viewerOf,
    readable: documents.readable,
    /** The chart the caller may change: 403 when they may only look. */
    changeable: documents.editable,
    readersOf: documents.readersOf,
    presentSeats: present.presentSeats,
    presentRevision: present.presentRevision,
  };
}
