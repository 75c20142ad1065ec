import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { ROLE_PERMISSION_STRINGS } from '@cairn/domain/permissions/matrix';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http/errors.ts';
import { actorOf } from '../../plugins/guard.ts';
import { resolvedContexts } from './resolve-actor.ts';

/** Builds the `GET session` answer for the request's actor (spec 002 §3, §7). */
export function sessionAnswer(request: FastifyRequest): TSessionAnswer {
  const actor = actorOf(request);
  const context = resolvedContexts.get(request);
  if (!context) throw unauthenticated();
  const { user, memberships, session } = context;
  const current = memberships.find((m) => m.orgId === actor.orgId);
  return {
    session: { id: actor.sessionId, expiresAt: session.expiresAt.toISOString() },
    user: {
      id: user.id,
      email: user.email,
      username: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      defaultOrgId: user.defaultOrgId,
      orgs: memberships.map((m) => ({ id: m.orgId, name: m.orgName })),
      navBarOpen: user.navBarOpen,
      userLocale: 'en',
    },
    hasAccount: true,
    orgId: current?.orgId ?? null,
    org: current
      ? {
          id: current.orgId,
          name: current.orgName,
          themeColor: current.themeColor,
          timeZone: current.timeZone,
          weekStart: current.weekStart,
        }
      : null,
    person: current ? { id: current.personId, role: current.role } : null,
    permissions: current ? [...ROLE_PERMISSION_STRINGS[current.role]] : [],
  };
}
