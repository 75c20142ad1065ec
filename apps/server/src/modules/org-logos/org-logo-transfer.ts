import { orgLogoPath } from '@cairn/domain/orgs/org-logo.constants';
import type { TDbOrTx } from '../../db/client.ts';
import { encodeLogo } from './org-logo-image.ts';
import { findLogo, saveLogo, setOrgLogoUrl } from './org-logos.repository.ts';

/**
 * The organisation's logo in its export (`logo.json`, plus `logo/logo.png` to open) and back in
 * an import. The JSON carries the stored WebP (the image the app shows, base64), its hash and
 * type, and the PNG's type and path; an import encodes the WebP anew through the upload's
 * pipeline, so a hand-edited export can put nothing in the database an upload could not.
 */
type TLogoExport = {
  hash: string;
  webp: { type: 'image/webp'; base64: string };
  png: { type: 'image/png'; file: string };
};

const LOGO_PNG_FILE = 'logo/logo.png';

/** The logo as the export writes it, or null when the organisation has none. */
export async function logoForExport(db: TDbOrTx, orgId: string) {
  const logo = await findLogo(db, orgId);
  if (!logo) return null;
  const json: TLogoExport = {
    hash: logo.hash,
    webp: { type: 'image/webp', base64: Buffer.from(logo.imageWebp).toString('base64') },
    png: { type: 'image/png', file: LOGO_PNG_FILE },
  };
  return { json, png: new Uint8Array(logo.imagePng) };
}

/** Decodes and re-encodes an export's logo; throws what sharp says of bytes that are no image. */
export function decodeExportedLogo(value: unknown) {
  const base64 = (value as Partial<TLogoExport> | null)?.webp?.base64;
  if (typeof base64 !== 'string') throw new Error('has no webp.base64 image');
  return encodeLogo(Buffer.from(base64, 'base64'));
}

/** Stores an imported logo for the new organisation (inside the import's transaction). */
export async function restoreLogo(tx: TDbOrTx, orgId: string, logo: Awaited<ReturnType<typeof encodeLogo>>) {
  await saveLogo(tx, orgId, logo);
  await setOrgLogoUrl(tx, orgId, orgLogoPath(orgId, logo.hash));
}
