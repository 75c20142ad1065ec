import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_TEXTS } from '@cairn/domain/integrations/access-tokens.constants';
import { ACCESS_TOKEN_ENDPOINTS as E } from '@cairn/domain/integrations/access-tokens.endpoints';
import type { TAccessToken } from '@cairn/domain/integrations/access-tokens.schemas';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { addRoute } from '../../http/add-route.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { newAccessToken } from './access-token-secret.ts';
import {
  countLiveTokens,
  insertAccessToken,
  listOwnTokens,
  orgAllowsTokens,
  revokeOwnToken,
  setOrgAllowsTokens,
  type TAccessTokenRow,
} from './access-tokens.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function presentToken(row: TAccessTokenRow, now: Date): TAccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isExpired: Boolean(row.expiresAt && row.expiresAt.getTime() <= now.getTime()),
  };
}

/**
 * Personal access tokens (issue 36 point 2): a person's own, for the organisation they work in;
 * another person's token is a 404. The guard refuses these calls to a token itself.
 */
export async function registerAccessTokens(api: FastifyInstance) {
  addRoute(api, E.list, async (request) => {
    const actor = orgActorOf(request);
    const now = new Date();
    const rows = await listOwnTokens(api.db, actor.orgId, actor.userId);
    return ok({
      accessTokens: rows.map((row) => presentToken(row, now)),
      allowAccessTokens: await orgAllowsTokens(api.db, actor.orgId),
    });
  });

  addRoute(api, E.create, async (request) => {
    const actor = orgActorOf(request);
    const { name, expiresInDays, scopes } = request.body;
    const now = new Date();
    const secret = newAccessToken();
    const row = await runChange(api, actor, async (tx, record) => {
      if (!(await orgAllowsTokens(tx, actor.orgId))) throw invalidField('name', ACCESS_TOKEN_TEXTS.turnedOff);
      if ((await countLiveTokens(tx, actor.orgId, actor.userId, now)) >= ACCESS_TOKEN_LIMITS.maxPerPerson) {
        throw invalidField('name', ACCESS_TOKEN_TEXTS.tooMany);
      }
      const created = await insertAccessToken(tx, {
        orgId: actor.orgId,
        userId: actor.userId,
        name,
        tokenHash: secret.hash,
        prefix: secret.prefix,
        scopes,
        expiresAt: expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS),
      });
      await record({
        entityType: 'accessToken',
        entityId: created.id,
        action: 'created',
        data: { name, scopes },
      });
      return created;
    });
    return ok({ accessToken: presentToken(row, now), token: secret.token });
  });

  addRoute(api, E.revoke, async (request) => {
    const actor = orgActorOf(request);
    await runChange(api, actor, async (tx, record) => {
      const ids = { orgId: actor.orgId, userId: actor.userId, tokenId: request.params.id };
      if (!(await revokeOwnToken(tx, ids, new Date()))) throw notFound('access token');
      await record({ entityType: 'accessToken', entityId: request.params.id, action: 'revoked' });
    });
    return ok({});
  });

  addRoute(api, E.orgSetting, async (request) => {
    const actor = orgActorOf(request);
    // Only the organisation the Owner works in; another id reads as absent.
    if (request.params.id !== actor.orgId) throw notFound('organization');
    const allow = request.body.allowAccessTokens;
    await runChange(api, actor, async (tx, record) => {
      await setOrgAllowsTokens(tx, actor.orgId, allow);
      await record({
        entityType: 'org',
        entityId: actor.orgId,
        action: allow ? 'accessTokensAllowed' : 'accessTokensRefused',
      });
    });
    return ok({ allowAccessTokens: allow });
  });
}
