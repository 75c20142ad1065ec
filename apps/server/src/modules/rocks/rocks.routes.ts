import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { ROCK_ENDPOINTS as E } from '@cairn/domain/rocks/rocks.endpoints';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createdMessage, registerItemRoutes } from '../traction-items/index.ts';
import type { TRockRow } from './rock-kit.ts';
import type { TRocksService } from './rocks.service.ts';

/** The Rock routes, one per endpoint of `ROCK_ENDPOINTS` (docs/api.md, Rocks). */
export function registerRockRoutes(api: FastifyInstance, service: TRocksService) {
  /** One rock as answered (the presenter reads its links and people). */
  const presentOne = async (actor: TItemActor, row: TRockRow): Promise<TRock> => {
    const [rock] = await service.present(actor, [row]);
    if (!rock) throw new Error('A rock that was just read could not be presented');
    return rock;
  };

  registerItemRoutes(api, E, {
    one: 'rock',
    many: 'rocks',
    get: service.get,
    list: service.list,
    search: (actor, body) => service.search(actor, body),
    update: service.update,
    reassign: service.reassign,
    present: service.present,
  });

  addRoute(api, E.create, async (request) => {
    const actor = orgActorOf(request);
    const created = await service.create(actor, request.body);
    const [rock, ...delegates] = await service.present(actor, [created.rock, ...created.delegates]);
    return ok({ rock, delegates }, [createdMessage(rock.title)]);
  });

  addRoute(api, E.delegates, async (request) =>
    ok(await service.delegates(orgActorOf(request), request.params.id)),
  );

  addRoute(api, E.setStatus, async (request) => {
    const actor = orgActorOf(request);
    return ok({
      rock: await presentOne(actor, await service.setStatus(actor, request.params.id, request.body)),
    });
  });

  addRoute(api, E.complete, async (request) => {
    const actor = orgActorOf(request);
    return ok({
      rock: await presentOne(actor, await service.complete(actor, request.params.id, request.body)),
    });
  });

  addRoute(api, E.remove, async (request) => {
    const { id, flag } = request.params;
    return ok({ removedIds: await service.remove(orgActorOf(request), id, flag) });
  });

  addRoute(api, E.removeInMeeting, async (request) => {
    const result = await service.removeInMeeting(orgActorOf(request), request.params.meetingId, request.body);
    const messages = result.failedIds.length
      ? [{ id: 'ROCKS_NOT_REMOVED', type: 'error' as const, text: ROCK_TEXTS.someNotRemoved }]
      : [];
    return ok(result, messages);
  });
}
