import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ACCOUNT_TEXTS } from './account.constants.ts';
import { ZPersonName } from './account.schemas.ts';
import { SSO_DOMAIN_MAX_LENGTH, SSO_DOMAIN_PATTERN, SSO_TEXTS } from './sso.constants.ts';

/** `GET sso`: the button's name when single sign-on is offered, else null. */
export const ZSsoProviderAnswer = ZEnvelope.extend({ sso: z.object({ name: z.string() }).nullable() });

/**
 * A page of this site to come back to: a path starting with one `/` (never `//host` or `/\host`,
 * which browsers read as another site), without control characters.
 */
export const ZReturnTo = z
  .string()
  .max(2000, SSO_TEXTS.badReturnTo)
  .refine((value) => /^\/(?![/\\])[^\s\\]*$/.test(value), SSO_TEXTS.badReturnTo);

/** `POST sso/start`. */
export const ZSsoStartRequest = z.object({ returnTo: ZReturnTo.optional() });
/** The provider's authorization URL the browser goes to. */
export const ZSsoStartAnswer = ZEnvelope.extend({ url: z.string() });

/** What the provider sends back to `GET sso/callback/oidc` (other parameters are dropped). */
const ZCallbackValue = z.string().max(4096).optional();
export const ZSsoCallbackQuery = z.object({
  code: ZCallbackValue,
  state: ZCallbackValue,
  iss: ZCallbackValue,
  error: ZCallbackValue,
  error_description: ZCallbackValue,
});

/** `POST sso/register`: the names as the person wants them, and the policy accepted. */
export const ZSsoRegisterRequest = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  acceptTerms: z.literal(true, { error: ACCOUNT_TEXTS.termsRequired }),
});
export const ZSsoRegisterAnswer = ZEnvelope.extend({ userId: z.string() });

/** An email domain, trimmed and lower-cased, or null for none. */
const ZSsoDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(SSO_DOMAIN_MAX_LENGTH, SSO_TEXTS.badDomain)
  .regex(SSO_DOMAIN_PATTERN, SSO_TEXTS.badDomain);

/** `PUT org/{id}/sso`. */
export const ZOrgSsoRequest = z.object({ requiredDomain: ZSsoDomain.nullable() });
export const ZOrgSsoAnswer = ZEnvelope.extend({ requiredDomain: z.string().nullable() });
