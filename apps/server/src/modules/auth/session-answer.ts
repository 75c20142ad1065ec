import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { ROLE_PERMISSION_STRINGS } from '@cairn/domain/permissions/matrix';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http/errors.ts';
import { actorOf } from '../../plugins/guard.ts';
import { resolvedDetails } from './resolve-actor.ts';
import { findMemberships, findUser, type TMembership } from './sessions.repository.ts';

/** Builds the `GET session` answer for the request's actor (spec 002 §3, §7). */
export async function sessionAnswer(app: FastifyInstance, request: FastifyRequest): Promise<TSessionAnswer> {
  const actor = actorOf(request);
  let details = resolvedDetails.get(request);
  if (!details) {
    const user = await findUser(app.db, actor.userId);
    if (!user) throw unauthenticated();
    const memberships = (await findMemberships(app.db, actor.userId)) as TMembership[];
    details = { user, memberships, expiresAt: new Date() };
  }
  const { user, memberships } = details;
  const current = memberships.find((m) => m.orgId === actor.orgId);
  return {
    session: { id: actor.sessionId, expiresAt: details.expiresAt.toISOString() },
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
    org: current ? { id: current.orgId, name: current.orgName, themeColor: current.themeColor } : null,
    person: current ? { id: current.personId, role: current.role } : null,
    permissions: current ? [...ROLE_PERMISSION_STRINGS[current.role]] : [],
  };
}
