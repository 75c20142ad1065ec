import type { TTrialState } from '@cairn/domain/billing/billing-rules';
import type { TWeekStart } from '@cairn/domain/common/clock';
import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import type { TTokenNeed } from '@cairn/domain/integrations/token-scopes';
import type { TAction } from '@cairn/domain/permissions/actions';
import type { TRole } from '@cairn/domain/permissions/roles';
import type { FastifyReply } from 'fastify';
import type { TConfig } from './config.ts';
import type { TDb } from './db/client.ts';
import type { TLiveHub } from './db/live-hub-port.ts';
import type { TWarmUp } from './lib/warm-up.ts';
import type { TSessionCache } from './modules/auth/index.ts';
import type { TBilling } from './modules/billing/index.ts';
import type { TJobQueue } from './modules/jobs/index.ts';
import type { TLanguagePacks } from './modules/languages/index.ts';
import type { TLearningLibrary } from './modules/learning/index.ts';
import type { TMailer } from './modules/mail/index.ts';
import type { TNotifier } from './modules/notifications/index.ts';

/** Who makes a request, resolved from the session cookie or the bearer token. */
export type TRequestActor = {
  userId: string;
  sessionId: string;
  /** The organisation the session works in, or null before one is chosen or created. */
  orgId: string | null;
  /** The user's person in that organisation. */
  person: { id: string; role: TRole } | null;
  /** True when the session came from the cookie (then mutations need the CSRF header). */
  isCookieSession: boolean;
  /**
   * The organisation requires two-factor sign-in and this user has not set it up: its routes
   * answer 403 `TWO_FACTOR_REQUIRED` until they do (account routes stay open).
   */
  lacksRequiredTwoFactor: boolean;
  /**
   * The organisation requires single sign-on for this member's email domain and the session
   * signed in with a password: its routes answer 403 `SSO_REQUIRED` (docs/sso.md).
   */
  lacksRequiredSso?: boolean;
  /** A first single sign-on made the account and the policy is not accepted yet (`/register-sso`). */
  ssoTermsPending?: boolean;
  /** The person's chosen language (`userLocale`), or null while they follow the browser's. */
  userLocale?: string | null;
  /** The organisation's own words (`PUT org/terms`): the answers' messages follow them. */
  orgTerms?: TOrgTerms;
  /** The organisation's clock: every "today" of a request is judged in its zone (domain common/clock). */
  clock: { timeZone: string; weekStart: TWeekStart };
  /** Set when the request came with a personal access token (never a session): its id and scopes. */
  accessToken?: { id: string; scopes: readonly string[] };
  /**
   * The organisation's trial state as the session context read it (the trial gate judges it
   * without a query); absent when the request did not load it (an access token).
   */
  subscription?: TTrialState;
};

/** What a route must declare: `public`, or a `permission` ('session' = signed in, no organisation needed). */
type TRoutePermission = TAction | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: TRoutePermission;
    public?: boolean;
    /** Skip the CSRF check for this mutation (sign-in itself). */
    skipCsrf?: boolean;
    /** What a personal access token needs to make this call; absent: tokens may not (add-route.ts). */
    tokenNeed?: TTokenNeed;
  }
  interface FastifyRequest {
    actor: TRequestActor | null;
  }
  interface FastifyInstance {
    config: TConfig;
    db: TDb;
    live: TLiveHub;
    /** Session contexts kept for a few seconds (modules/auth/session-cache.ts). */
    sessionCache: TSessionCache;
    mailer: TMailer;
    /** The language packs, shipped and dropped in (modules/languages). */
    languagePacks: TLanguagePacks;
    /** The learning centre's packs, read at start (modules/learning). */
    learning: TLearningLibrary;
    /** Writes notifications inside a change (modules/notifications/notifier.ts). */
    notifier: TNotifier;
    /** Billing's provider, plans and clock, and the invitations' trial hook (modules/billing). */
    billing: TBilling;
    /** Work put off at start, done in the background once the server listens (lib/warm-up.ts). */
    warmUp: TWarmUp;
    /** Background jobs (mail); the server runs their worker loop. */
    jobs: TJobQueue;
    /** Resolves the session behind a request; installed by the auth module. */
    resolveActor: (request: FastifyRequest) => Promise<TRequestActor | null>;
    /** Checks a token's call against its scopes and rate limit and records its use (modules/access-tokens). */
    admitAccessToken: (request: FastifyRequest, reply: FastifyReply, actor: TRequestActor) => Promise<void>;
  }
}
