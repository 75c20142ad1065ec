import { z } from 'zod';

/**
 * What the operator tells the people of this instance (issue 34 point 3): where to get help, the
 * footer's social links, and whether the whole instance is down for maintenance. Read once at
 * start-up with the rest of the configuration; `GET app-configuration/instance` answers it.
 */
export type TInstanceConfig = {
  /** SUPPORT_URL: the operator's help desk or knowledge base, opened from the help panel. */
  supportUrl: string | null;
  /** SUPPORT_EMAIL: the operator's support address (the help panel and `/contact`). */
  supportEmail: string | null;
  /** SUPPORT_CHAT_URL: a chat page offered when the ZendeskSupport or SalesforceCloudPrechat flag is on. */
  supportChatUrl: string | null;
  /** SOCIAL_LINKS: `Name=https://...` pairs, comma-separated, in the footer. */
  socialLinks: { name: string; url: string }[];
  /** MAINTENANCE=1: every call but the instance's own answers 503 and the web shows only the maintenance page. */
  maintenance: boolean;
};

/** At most this many social links: the footer stays one calm line. */
const MAX_SOCIAL_LINKS = 8;
const ZWebUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const ZSocialLink = z.object({
  name: z.string().trim().min(1, 'needs a name before "="').max(30, 'names are at most 30 characters'),
  url: ZWebUrl,
});

/** The environment variables this file reads, for the configuration's one schema. */
export const ZInstanceEnv = z.object({
  SUPPORT_URL: ZWebUrl.optional(),
  SUPPORT_EMAIL: z.email('must be an email address').optional(),
  SUPPORT_CHAT_URL: ZWebUrl.optional(),
  SOCIAL_LINKS: z.string().optional(),
  MAINTENANCE: z.enum(['0', '1']).optional(),
});

/** Reads SOCIAL_LINKS (`LinkedIn=https://...,GitHub=https://...`); throws a sentence naming what is wrong. */
function parseSocialLinks(raw: string | undefined): { name: string; url: string }[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > MAX_SOCIAL_LINKS) throw new Error(`has more than ${MAX_SOCIAL_LINKS} links`);
  return entries.map((entry) => {
    const at = entry.indexOf('=');
    const parsed = ZSocialLink.safeParse({ name: entry.slice(0, Math.max(at, 0)), url: entry.slice(at + 1) });
    if (at < 0 || !parsed.success) {
      const reason = at < 0 ? 'is not Name=URL' : parsed.error?.issues[0].message;
      throw new Error(`"${entry}" ${reason}`);
    }
    return parsed.data;
  });
}

/** The instance's part of the configuration from the parsed environment. */
export function instanceConfigOf(env: z.output<typeof ZInstanceEnv>): TInstanceConfig {
  return {
    supportUrl: env.SUPPORT_URL ?? null,
    supportEmail: env.SUPPORT_EMAIL ?? null,
    supportChatUrl: env.SUPPORT_CHAT_URL ?? null,
    socialLinks: parseSocialLinks(env.SOCIAL_LINKS),
    maintenance: env.MAINTENANCE === '1',
  };
}
