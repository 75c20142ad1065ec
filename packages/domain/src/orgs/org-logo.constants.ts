/**
 * The organisation's logo (issue 31): uploaded by an Owner or Admin, shown in the org switcher
 * and on every PDF. It takes the avatars' limits (5 MB, 50 megapixels, PNG, JPEG or WebP) and
 * goes through the same image pipeline on the server.
 */
export {
  AVATAR_MAX_BYTES as ORG_LOGO_MAX_BYTES,
  AVATAR_MEDIA_TYPES as ORG_LOGO_MEDIA_TYPES,
} from '../account/avatar.constants.ts';

/** The stored logo's box (px): it keeps its proportions inside it and is never enlarged. */
export const ORG_LOGO_BOX = 512;

/** The path a logo is served at: its organisation and a hash of the image (a new image, a new URL). */
export function orgLogoPath(orgId: string, hash: string): string {
  return `/api/v2/org/${orgId}/logo/${hash}`;
}

/** `/api/v2/org/{orgId}/logo/{hash}`. */
export const ORG_LOGO_PATH_PATTERN = /^\/api\/v2\/org\/[0-9a-f-]{36}\/logo\/[0-9a-f]{32}$/;
