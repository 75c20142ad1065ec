import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_TEXTS } from './access-tokens.constants.ts';
import { TOKEN_SCOPES, type TTokenScope } from './token-scopes.ts';

const ZScope = z
  .string()
  .refine((value): value is TTokenScope => TOKEN_SCOPES.includes(value as TTokenScope), {
    error: ACCESS_TOKEN_TEXTS.scopeInvalid,
  });

/** `POST access-tokens`: a name, how many days it lives (null: it does not expire), its scopes. */
export const ZCreateAccessTokenRequest = z.object({
  name: z
    .string({ error: ACCESS_TOKEN_TEXTS.nameRequired })
    .trim()
    .min(1, ACCESS_TOKEN_TEXTS.nameRequired)
    .max(ACCESS_TOKEN_LIMITS.nameMaxLength, ACCESS_TOKEN_TEXTS.nameTooLong),
  expiresInDays: z
    .number({ error: ACCESS_TOKEN_TEXTS.expiryInvalid })
    .int(ACCESS_TOKEN_TEXTS.expiryInvalid)
    .min(1, ACCESS_TOKEN_TEXTS.expiryInvalid)
    .max(ACCESS_TOKEN_LIMITS.maxExpiresInDays, ACCESS_TOKEN_TEXTS.expiryInvalid)
    .nullable(),
  scopes: z
    .array(ZScope, { error: ACCESS_TOKEN_TEXTS.scopesRequired })
    .min(1, ACCESS_TOKEN_TEXTS.scopesRequired)
    .max(64)
    // `all` covers the rest; repeats are dropped.
    .transform((scopes) => (scopes.includes('all') ? ['all'] : [...new Set(scopes)]) as TTokenScope[]),
});
export type TCreateAccessTokenRequest = z.input<typeof ZCreateAccessTokenRequest>;

/** One token as its person sees it: never the secret itself, only its first characters. */
export const ZAccessToken = z.object({
  id: z.string(),
  name: z.string(),
  /** `cairn_pat_` and the first characters, to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  /** Null: the token does not expire. */
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  isExpired: z.boolean(),
});
export type TAccessToken = z.infer<typeof ZAccessToken>;

/** `GET access-tokens`: the caller's live tokens in this organisation, and whether tokens are allowed there. */
export const ZAccessTokenListAnswer = ZEnvelope.extend({
  accessTokens: z.array(ZAccessToken),
  allowAccessTokens: z.boolean(),
});

/** `POST access-tokens`: the new token, and its secret (shown this once; only its hash is kept). */
export const ZCreatedAccessTokenAnswer = ZEnvelope.extend({ accessToken: ZAccessToken, token: z.string() });

/** `PUT org/{id}/access-tokens`: the Owner allows or refuses personal access tokens. */
export const ZOrgAccessTokensRequest = z.object({ allowAccessTokens: z.boolean() });
export const ZOrgAccessTokensAnswer = ZEnvelope.extend({ allowAccessTokens: z.boolean() });
