import { SSO_PROVIDER_ID, SSO_REGISTER_PAGE, type TSsoFailure } from '@cairn/domain/account/sso.constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { readFeatureFlags } from '../platform/index.ts';
import type { TAuthLoader } from './auth-loader.ts';
import { deleteSessionByToken } from './sessions.repository.ts';
import { createSsoTwoFactorChallenge } from './sso-two-factor.ts';

/** What a provider's callback came to. */
export type TSsoOutcome =
  | {
      kind: 'signedIn';
      token: string;
      userId: string;
      email: string;
      isNewAccount: boolean;
      returnTo: string;
    }
  | { kind: 'twoFactor'; challenge: string; returnTo: string }
  | { kind: 'failed'; reason: TSsoFailure };

/** better-auth's callback errors, as the sign-in page explains them. */
const FAILURE_OF_ERROR: Record<string, TSsoFailure> = {
  state_mismatch: 'expired',
  state_not_found: 'expired',
  state_invalid: 'expired',
  account_not_linked: 'notLinked',
};

/** The `name=value` of the first cookie whose name ends with `suffix` in a `Set-Cookie` list. */
function cookieEndingWith(headers: Headers, suffix: string): string | undefined {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.slice(0, pair.indexOf('=')).endsWith(suffix) && pair.indexOf('=') < pair.length - 1);
}

/**
 * Single sign-on through better-auth's generic OAuth provider (docs/sso.md). Cairn never mounts
 * better-auth's handler: it starts the sign-in and hands the provider's callback over itself,
 * then turns better-auth's answer into Cairn's session (or the two-factor step, or a reason).
 */
export function createSsoService(app: FastifyInstance, loadAuth: TAuthLoader) {
  const { config } = app;
  const appOrigin = new URL(config.appUrl).origin;

  /** A path of this site from an absolute URL better-auth redirected to; `/` for anything else. */
  function localPath(location: string | null): string {
    if (!location) return '/';
    try {
      const url = new URL(location, config.appUrl);
      return url.origin === appOrigin ? `${url.pathname}${url.search}` : '/';
    } catch {
      return '/';
    }
  }

  return {
    /** The button's name when single sign-on is offered (configured, and the flag on), else null. */
    async offeredName(): Promise<string | null> {
      if (!config.oidc) return null;
      const flags = await readFeatureFlags(app.db);
      return flags.MicrosoftSso ? config.oidc.name : null;
    },

    /** The provider's authorization URL and better-auth's signed state cookie (`name=value`). */
    async start(returnTo: string): Promise<{ url: string; stateCookie: string }> {
      const { headers, response } = await (await loadAuth()).api.signInSocial({
        body: {
          provider: SSO_PROVIDER_ID,
          callbackURL: `${config.appUrl}${returnTo}`,
          newUserCallbackURL: `${config.appUrl}${SSO_REGISTER_PAGE}`,
          errorCallbackURL: `${config.appUrl}/login`,
          disableRedirect: true,
        },
        headers: new Headers(),
        returnHeaders: true,
      });
      const stateCookie = cookieEndingWith(headers, '.state');
      if (!response.url || !stateCookie)
        throw new Error('sso: better-auth gave no authorization URL or state');
      return { url: response.url, stateCookie };
    },

    /**
     * Hands the provider's callback to better-auth, which checks the state (this browser's
     * cookie and the stored one), exchanges the code with the PKCE verifier, verifies the ID
     * token's signature, issuer, audience and nonce, then signs in, links or creates the user.
     */
    async callback(query: Record<string, string>, stateCookie: string | undefined): Promise<TSsoOutcome> {
      const auth = await loadAuth();
      const response = await auth.api.callbackOAuth({
        params: { id: SSO_PROVIDER_ID },
        query,
        headers: new Headers(stateCookie ? { cookie: stateCookie } : {}),
        asResponse: true,
      });
      const location = response.headers.get('location');
      const sessionCookie = cookieEndingWith(response.headers, '.session_token');
      if (!sessionCookie) {
        const error = location ? new URL(location, config.appUrl).searchParams.get('error') : null;
        app.log.info({ error }, 'single sign-on refused');
        return { kind: 'failed', reason: (error && FAILURE_OF_ERROR[error]) || 'failed' };
      }
      // better-auth signs its cookie `token.signature`; Cairn's session cookie holds the token.
      const signed = decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf('=') + 1));
      const token = signed.slice(0, signed.indexOf('.'));
      const [found] = await app.db
        .select({ userId: users.id, email: users.email, twoFactorEnabled: users.twoFactorEnabled })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.token, token));
      if (!found) return { kind: 'failed', reason: 'failed' };
      const target = localPath(location);
      const isNewAccount = target.split('?')[0] === SSO_REGISTER_PAGE;
      const returnTo = isNewAccount ? '/' : target;
      if (found.twoFactorEnabled) {
        // The provider proved who this is; the account's own second factor still applies.
        await deleteSessionByToken(app.db, token);
        return {
          kind: 'twoFactor',
          challenge: await createSsoTwoFactorChallenge(auth, found.userId),
          returnTo,
        };
      }
      await runChange(app, { userId: found.userId, orgId: null }, async (tx, record) => {
        await tx.update(sessions).set({ viaSso: true }).where(eq(sessions.token, token));
        if (!isNewAccount) return;
        // Made now by the provider's sign-in: usable once the policy is accepted (`POST sso/register`).
        await tx.update(users).set({ ssoTermsPending: true }).where(eq(users.id, found.userId));
        await record({ entityType: 'user', entityId: found.userId, action: 'created', data: { via: 'sso' } });
      });
      return { kind: 'signedIn', token, userId: found.userId, email: found.email, isNewAccount, returnTo };
    },
  };
}

export type TSsoService = ReturnType<typeof createSsoService>;
