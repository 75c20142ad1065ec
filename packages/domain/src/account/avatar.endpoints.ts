import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZAvatarAnswer, ZAvatarParams, ZAvatarQuery, ZAvatarRemovedAnswer } from './avatar.schemas.ts';

const tag = 'account';

/** The signed-in user's avatar (issue 34 point 2, docs/avatars.md). */
export const AVATAR_ENDPOINTS = {
  /** Multipart field `file`; re-encoded so nothing but pixels is kept. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/account/avatar',
    access: 'session',
    tag,
    summary: "Upload the caller's avatar",
    description:
      "multipart/form-data with a PNG, JPEG or WebP image in the field `file` (at most 5 MB and 50 megapixels). The image is decoded, cropped to a square from its centre when it is not one, and stored re-encoded as WebP at 256 and 64 px: no metadata (EXIF, GPS) survives. The answer is the new URL, also set as `avatarUrl` on the user's person in every organisation. Not an image, too large or too many pixels: 422 on `file`.",
    answer: ZAvatarAnswer,
  }),
  /** The people show their initials again. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/account/avatar',
    access: 'session',
    tag,
    summary: "Remove the caller's avatar",
    description: "Deletes the stored images and clears `avatarUrl` on the user's people.",
    answer: ZAvatarRemovedAnswer,
  }),
  /** Served only to people who share an organisation with its owner. */
  image: defineEndpoint({
    method: 'GET',
    path: '/avatar/:userId/:hash',
    access: 'session',
    tag,
    summary: 'Read an avatar image',
    description:
      'The WebP image (256 px, or 64 px with `size=64`). Only the owner and people who share an organisation with the owner may read it; anyone else, an old hash or an unknown user gets 404. Cached privately for a year (`Cache-Control: private, max-age=31536000, immutable`): a new image has a new hash, so a new URL.',
    params: ZAvatarParams,
    query: ZAvatarQuery,
    answer: z.string().describe('The image (image/webp)'),
    produces: 'image/webp',
  }),
} as const;
