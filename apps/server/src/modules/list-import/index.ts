/** The list import's front door: what the app registers. */
export { registerListImportRoutes } from './list-import.routes.ts';
