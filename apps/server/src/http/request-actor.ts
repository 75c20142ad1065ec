import { HTTP_TEXTS } from '@cairn/domain/common/http-texts';
import type { FastifyRequest } from 'fastify';
import type { TRequestActor } from '../types.ts';
import { forbidden, unauthenticated } from './errors.ts';

/** The actor of a guarded route (the guard guarantees it). */
export function actorOf(request: FastifyRequest): TRequestActor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** The actor of an organisation route, with its organisation and person. */
export function orgActorOf(request: FastifyRequest) {
  const actor = actorOf(request);
  if (!actor.orgId || !actor.person) throw forbidden(HTTP_TEXTS.chooseOrg);
  return { ...actor, orgId: actor.orgId, person: actor.person };
}
