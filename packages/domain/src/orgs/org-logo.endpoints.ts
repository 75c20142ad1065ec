import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { ZOrgLogoAnswer, ZOrgLogoParams, ZOrgLogoRemovedAnswer } from './org-logo.schemas.ts';

const tag = 'orgs';

/** The organisation's logo (issue 31, docs/api.md Organisations). */
export const ORG_LOGO_ENDPOINTS = {
  /** Multipart field `file`; re-encoded so nothing but pixels is kept. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/org/:id/logo',
    access: 'org.update',
    tag,
    summary: "Upload the organisation's logo",
    description:
      "multipart/form-data with a PNG, JPEG or WebP image in the field `file` (at most 5 MB and 50 megapixels). The image is decoded and stored re-encoded, its proportions kept inside 512 x 512 px (never enlarged): WebP for the app and PNG for the PDFs, no metadata. The answer is the new URL, also the organisation's `logoUrl`. Not an image, too large or too many pixels: 422 on `file`. Any id but the current organisation's: 404.",
    params: ZIdParam,
    answer: ZOrgLogoAnswer,
  }),
  /** The app and the PDFs show the initials again. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/org/:id/logo',
    access: 'org.update',
    tag,
    summary: "Remove the organisation's logo",
    description:
      "Deletes the stored images and clears the organisation's `logoUrl`. Removing none is no error.",
    params: ZIdParam,
    answer: ZOrgLogoRemovedAnswer,
  }),
  /** Served only to the people of that organisation (any of the caller's, for the org switcher). */
  image: defineEndpoint({
    method: 'GET',
    path: '/org/:id/logo/:hash',
    access: 'session',
    tag,
    summary: "Read an organisation's logo",
    description:
      'The WebP image. Only people of that organisation (any role, whichever organisation they are working in) may read it; anyone else, an old hash or an organisation without a logo gets 404. Cached privately for a year (`Cache-Control: private, max-age=31536000, immutable`): a new image has a new hash, so a new URL.',
    params: ZOrgLogoParams,
    answer: z.string().describe('The image (image/webp)'),
    produces: 'image/webp',
  }),
} as const;
