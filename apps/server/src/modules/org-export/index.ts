/** The organisation export and import's front door: its routes and its job, for the app. */

export { buildExport } from './build-export.ts';
export { ORG_EXPORT_JOB } from './org-export.service.ts';
export { createOrgExportJobHandler, registerOrgExport } from './register-org-export.ts';
