import type { itemEndpoints } from '@cairn/domain/items/item-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { updatedMessage } from './item-presenters.ts';
import type { TItemActor } from './item-types.ts';

/** What one item type gives the routes its kind repeats (a row is what its service reads). */
export type TItemRoutes<TRow extends { title: string }, TItem> = {
  /** The answer's key for one item (`todo`) and for several (`todos`). */
  one: string;
  many: string;
  get: (actor: TItemActor, id: string) => Promise<TRow>;
  list: (actor: TItemActor, ids: string[] | undefined) => Promise<TRow[]>;
  // biome-ignore lint/suspicious/noExplicitAny: each kind's search body is checked by its endpoint's schema
  search: (actor: TItemActor, body: any, request: FastifyRequest) => Promise<{ items: TRow[] }>;
  // biome-ignore lint/suspicious/noExplicitAny: each kind's edit body is checked by its endpoint's schema
  update: (actor: TItemActor, id: string, body: any) => Promise<TRow>;
  // biome-ignore lint/suspicious/noExplicitAny: each kind's reassign body is checked by its endpoint's schema
  reassign: (actor: TItemActor, id: string, body: any) => Promise<TRow>;
  /** Rows as answered, in order (the request gives the organisation's day, for instance). */
  present: (actor: TItemActor, rows: TRow[], request: FastifyRequest) => TItem[] | Promise<TItem[]>;
};

/**
 * The five routes the four item types repeat (issue 8 point 3), from their endpoints
 * (`itemEndpoints` in the domain): `GET {one}/{id}`, `GET {many}?ids=`, `POST {many}/search`,
 * `PUT {one}/{id}` (with the Updated message) and `PUT {one}/{id}/reassign`. Each answer is
 * written through its endpoint's schema, which the contract test holds every route to.
 */
export function registerItemRoutes<TRow extends { title: string }, TItem>(
  api: FastifyInstance,
  endpoints: ReturnType<typeof itemEndpoints>,
  kind: TItemRoutes<TRow, TItem>,
): void {
  const presentOne = async (actor: TItemActor, row: TRow, request: FastifyRequest) => {
    const [item] = await kind.present(actor, [row], request);
    return { [kind.one]: item };
  };

  addRoute(api, endpoints.get, async (request) => {
    const actor = orgActorOf(request);
    return ok(await presentOne(actor, await kind.get(actor, request.params.id), request));
  });

  addRoute(api, endpoints.list, async (request) => {
    const actor = orgActorOf(request);
    const rows = await kind.list(actor, request.query.ids);
    return ok({ [kind.many]: await kind.present(actor, rows, request) });
  });

  addRoute(api, endpoints.search, async (request) => {
    const actor = orgActorOf(request);
    const page = await kind.search(actor, request.body, request);
    return ok({ ...page, items: await kind.present(actor, page.items, request) });
  });

  addRoute(api, endpoints.update, async (request) => {
    const actor = orgActorOf(request);
    const row = await kind.update(actor, request.params.id, request.body);
    return ok(await presentOne(actor, row, request), [updatedMessage(row.title)]);
  });

  addRoute(api, endpoints.reassign, async (request) => {
    const actor = orgActorOf(request);
    return ok(await presentOne(actor, await kind.reassign(actor, request.params.id, request.body), request));
  });
}
