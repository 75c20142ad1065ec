import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';

/** `POST org/{id}/logo`: the URL of the stored logo (also the organisation's `logoUrl`). */
export const ZOrgLogoAnswer = ZEnvelope.extend({ logoUrl: z.string() });
/** `DELETE org/{id}/logo`: the logo is gone (the initials are shown again). */
export const ZOrgLogoRemovedAnswer = ZEnvelope.extend({ logoUrl: z.null() });

/** `GET org/{id}/logo/{hash}`: whose logo and which image (the hash changes with the image). */
export const ZOrgLogoParams = z.object({
  id: z.uuid('Invalid id'),
  hash: z.string().regex(/^[0-9a-f]{32}$/, 'Invalid logo'),
});
