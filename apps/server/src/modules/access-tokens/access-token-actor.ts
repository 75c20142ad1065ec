import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { ACCESS_TOKEN_TEXTS } from '@cairn/domain/integrations/access-tokens.constants';
import { scopeName, scopesAllow } from '@cairn/domain/integrations/token-scopes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import type { TRequestActor } from '../../types.ts';
import { hashAccessToken } from './access-token-secret.ts';
import { findTokenContext, touchAccessToken } from './access-tokens.repository.ts';

/** Why a token was refused, kept per request so the 401 says it (guard.ts). */
const rejections = new WeakMap<FastifyRequest, string>();

/** The reason a request's token was refused, if it was one. */
export function tokenRejectionOf(request: FastifyRequest): string | undefined {
  return rejections.get(request);
}

/**
 * The actor behind a personal access token: its user's person in the token's one organisation,
 * with that person's role now (never more). Null, with the reason kept, when the token is unknown,
 * revoked, expired, turned off by the Owner, or its person has left.
 */
export async function resolveTokenActor(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<TRequestActor | null> {
  const found = await findTokenContext(app.db, hashAccessToken(token));
  const refuse = (reason: string) => {
    rejections.set(request, reason);
    return null;
  };
  if (!found) return refuse(ACCESS_TOKEN_TEXTS.invalid);
  if (found.token.revokedAt) return refuse(ACCESS_TOKEN_TEXTS.revoked);
  if (found.token.expiresAt && found.token.expiresAt.getTime() <= Date.now())
    return refuse(ACCESS_TOKEN_TEXTS.expired);
  if (!found.allowAccessTokens) return refuse(ACCESS_TOKEN_TEXTS.turnedOff);
  if (!found.personId || !found.role) return refuse(ACCESS_TOKEN_TEXTS.noLongerMember);
  return {
    userId: found.token.userId,
    sessionId: '',
    orgId: found.token.orgId,
    person: { id: found.personId, role: found.role },
    isCookieSession: false,
    lacksRequiredTwoFactor: found.requireTwoFactor && !found.twoFactorEnabled,
    clock: { timeZone: found.timeZone, weekStart: found.weekStart },
    accessToken: { id: found.token.id, scopes: found.token.scopes },
  };
}

/**
 * Admits a token's call (run by the guard once the token resolved): the call must be open to
 * tokens and within the token's scopes, under the token's own rate limit; then its use is recorded
 * (last use, and an `events` row) before the route runs.
 */
export function createTokenAdmission(app: FastifyInstance) {
  const tokenIds = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: app.config.accessTokenRatePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `access-token:${tokenIds.get(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, actor: TRequestActor) => {
    const token = actor.accessToken;
    if (!token) return;
    tokenIds.set(request, token.id);
    const state = await limit(request);
    // `isAllowed` means "on the allow list"; a count past the limit is `isExceeded`.
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', String(state.ttlInSeconds));
      throw new HttpError(429, [errorMessage(MessageCode.RateLimited, ACCESS_TOKEN_TEXTS.rateLimited)]);
    }
    const need = request.routeOptions.config.tokenNeed;
    if (!need) throw forbidden(ACCESS_TOKEN_TEXTS.notForTokens);
    if (!scopesAllow(token.scopes, need)) throw forbidden(ACCESS_TOKEN_TEXTS.missingScope(scopeName(need)));
    const now = new Date();
    await runChange(app, { userId: actor.userId, orgId: actor.orgId }, async (tx, record) => {
      await touchAccessToken(tx, token.id, now);
      await record({
        entityType: 'accessToken',
        entityId: token.id,
        action: 'used',
        data: { method: request.method, route: request.routeOptions.url },
      });
    });
  };
}
