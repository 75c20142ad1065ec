// The documents module's front door: what other modules and the app may use.
export { createDocumentServices } from './create-document-services.ts';
export { registerDocumentRoutes } from './document.routes.ts';
export { createDocumentAccess } from './document-access.ts';
export type { TDocumentKind, TNewRevision } from './document-kind.ts';
export { documentTexts } from './document-kind.ts';
export { createDocumentsRepository } from './documents.repository.ts';
