/**
 * Avatars (issue 34 point 2; spec 001 §2 avatar crop, §8 "crop ratio 1:1, zoom step 0.2").
 * The limits live here once: the server's upload route and the web's crop popup read them.
 */

/** The largest upload the server takes (bytes): 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels an upload may decode to: a small file that decodes to a huge canvas (a
 * decompression bomb) is refused before it is decoded. 50 megapixels covers any phone photo.
 */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;

/** The image types the upload takes (checked on the decoded image, not on the file's name or header). */
export const AVATAR_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The sizes the server stores (square, px): 256 for menus and lists on dense screens, 64 for small avatars. */
export const AVATAR_SIZES = [256, 64] as const;
export type TAvatarSize = (typeof AVATAR_SIZES)[number];

/** The crop popup's zoom (spec 001 §8: step 0.2); 1 is the whole image fitted to the square. */
export const AVATAR_ZOOM_STEP = 0.2;
export const AVATAR_ZOOM_MIN = 1;
export const AVATAR_ZOOM_MAX = 3;

/** The texts of the upload's refusals and the crop popup. */
export const AVATAR_TEXTS = {
  fileRequired: 'Choose an image',
  notAnImage: 'Choose a PNG, JPEG or WebP image',
  tooLarge: 'The image is larger than 5 MB',
  tooManyPixels: 'The image is too large to process (at most 50 megapixels)',
} as const;

/** The path an avatar is served at: the owner's user id and a hash of the image (a new image, a new URL). */
export function avatarPath(userId: string, hash: string): string {
  return `/api/v2/avatar/${userId}/${hash}`;
}

/** `/api/v2/avatar/{userId}/{hash}`: an avatar this instance serves (nothing else is taken as an avatar URL). */
export const AVATAR_PATH_PATTERN = /^\/api\/v2\/avatar\/[0-9a-f-]{36}\/[0-9a-f]{32}$/;

/** The URL of an avatar at a size: the stored 64 px image for small avatars, else the 256 px one. */
export function avatarSrc(avatarUrl: string | null | undefined, displayPx: number): string | undefined {
  if (!avatarUrl) return undefined;
  if (!AVATAR_PATH_PATTERN.test(avatarUrl) || displayPx > 32) return avatarUrl;
  return `${avatarUrl}?size=64`;
}
