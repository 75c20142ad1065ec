import { z } from 'zod';
import { FIELD_TEXTS, isWebsiteUrl } from '../common/field-rules.ts';
import { zPhone } from '../common/phone.ts';
import { ORG_WEBSITE_MAX_LENGTH, THEME_COLORS } from './orgs.constants.ts';
import { ZOrgName, ZTimeZone, ZWeekStart } from './orgs.schemas.ts';

// The settings request lives apart from orgs.schemas: it carries the phone metadata
// (libphonenumber-js, decision 0014), which the app shell must not load with the org schemas.

/** The company's website (002 §5 URL rule); an empty text clears it. */
export const ZOrgWebsite = z
  .string()
  .trim()
  .max(ORG_WEBSITE_MAX_LENGTH, `At most ${ORG_WEBSITE_MAX_LENGTH} characters`)
  .refine((text) => text === '' || isWebsiteUrl(text), FIELD_TEXTS.invalidUrl);

/**
 * The company's phone number, kept in E.164; empty clears it. Any country (issue 35, in place of
 * 002 §5's US-only rule); a number without "+" is read as a US one (the web sends E.164).
 */
export const ZOrgPhone = zPhone();

/** `PUT org/{id}`: the organisation settings detail tab. */
export const ZUpdateOrgRequest = z.object({
  name: ZOrgName,
  themeColor: z.enum(THEME_COLORS.map((c) => c.value) as [string, ...string[]]),
  /** Absent: unchanged. */
  timeZone: ZTimeZone.optional(),
  /** Absent: unchanged. Changing it moves the weekly scorecard values to the new weeks. */
  weekStart: ZWeekStart.optional(),
  /** Absent: unchanged; empty: none. */
  website: ZOrgWebsite.optional(),
  /** Absent: unchanged; empty: none. */
  phone: ZOrgPhone.optional(),
  version: z.number().int().nonnegative(),
});
export type TUpdateOrgRequest = z.infer<typeof ZUpdateOrgRequest>;
