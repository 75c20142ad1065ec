/** The organisation logos module's front door (issue 31). */

export { decodeExportedLogo, logoForExport, restoreLogo } from './org-logo-transfer.ts';
export { logoPngOf } from './org-logos.repository.ts';
export { registerOrgLogoRoutes as registerOrgLogos } from './org-logos.routes.ts';
