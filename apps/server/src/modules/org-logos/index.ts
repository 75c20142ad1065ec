/** The organisation logos module's front door (issue 31). */
export { logoPngOf } from './org-logos.repository.ts';
export { registerOrgLogoRoutes as registerOrgLogos } from './org-logos.routes.ts';
export { decodeExportedLogo, LOGO_PNG_FILE, logoForExport, restoreLogo } from './org-logo-transfer.ts';
