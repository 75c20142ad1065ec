import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { FEATURE_FLAG_NAMES } from '../flags/feature-flags.ts';

/** `GET version`: the build the server runs (the web's version check compares it). */
export const ZVersionAnswer = ZEnvelope.extend({ version: z.string() });

/** Every feature flag by name, with its value for this instance. */
const ZFeatureFlags = z.object(Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])));

/** `GET` / `PUT app-configuration/feature-flags`: the defaults merged with the administrator's choices. */
export const ZFeatureFlagsAnswer = ZEnvelope.extend({ featureFlags: ZFeatureFlags });

/** `GET dev/outbox` (test suites only): the mails sent, newest first. */
export const ZOutboxAnswer = ZEnvelope.extend({
  items: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});
