import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { AVATAR_PATH_PATTERN } from './avatar.constants.ts';

/**
 * An avatar URL a caller may set on a person (`PUT org/add-member`): one this instance serves
 * (`/api/v2/avatar/{userId}/{hash}`). Other addresses are refused: the web's content policy
 * loads images from the app alone, and an outside address would tell its host who looked.
 */
export const ZAvatarUrl = z
  .string()
  .trim()
  .regex(AVATAR_PATH_PATTERN, 'Use an avatar uploaded to Cairn (/api/v2/avatar/...)');

/** `POST account/avatar`: the URL of the stored avatar (also set on the user's people). */
export const ZAvatarAnswer = ZEnvelope.extend({ avatarUrl: z.string() });
/** `DELETE account/avatar`: the avatar is gone (the people show initials again). */
export const ZAvatarRemovedAnswer = ZEnvelope.extend({ avatarUrl: z.null() });

/** `GET avatar/{userId}/{hash}`: whose avatar and which image (the hash changes with the image). */
export const ZAvatarParams = z.object({
  userId: z.uuid('Invalid id'),
  hash: z.string().regex(/^[0-9a-f]{32}$/, 'Invalid avatar'),
});
/** `?size=64` for the small image; the 256 px one by default. */
export const ZAvatarQuery = z.object({
  size: z.enum(['256', '64'], { error: 'Choose 256 or 64' }).default('256'),
});
