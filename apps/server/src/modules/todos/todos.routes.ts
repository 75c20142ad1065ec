import { TODO_ENDPOINTS as E } from '@cairn/domain/todos/todos.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorToday } from '../../http/actor-today.ts';
import { addRoute } from '../../http/add-route.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createdMessage, registerItemRoutes } from '../traction-items/index.ts';
import { presentTodo } from './todos.presenters.ts';
import type { TTodosService } from './todos.service.ts';

/**
 * The To-Do routes, one per endpoint of `TODO_ENDPOINTS` (docs/api.md, To-Dos). `today` (in the
 * organisation's zone) is fixed once per request for defaults and `isOverdue`.
 */
export function registerTodoRoutes(api: FastifyInstance, service: TTodosService) {
  registerItemRoutes(api, E, {
    one: 'todo',
    many: 'todos',
    get: service.get,
    list: service.list,
    search: (actor, body, request) => service.search(actor, body, actorToday(actorOf(request))),
    update: service.update,
    reassign: service.reassign,
    present: (_actor, rows, request) => {
      const today = actorToday(actorOf(request));
      return rows.map((row) => presentTodo(row, today));
    },
  });

  addRoute(api, E.create, async (request) => {
    const today = actorToday(actorOf(request));
    const rows = await service.create(orgActorOf(request), request.body, today);
    const todos = rows.map((row) => presentTodo(row, today));
    return ok({ todos }, [createdMessage(request.body.title)]);
  });

  addRoute(api, E.createPersonal, async (request) => {
    const today = actorToday(actorOf(request));
    const row = await service.createPersonal(orgActorOf(request), request.body, today);
    return ok({ todo: presentTodo(row, today) }, [createdMessage(row.title)]);
  });

  addRoute(api, E.complete, async (request) => {
    const row = await service.complete(orgActorOf(request), request.params.id, request.body);
    return ok({ todo: presentTodo(row, actorToday(actorOf(request))) });
  });

  addRoute(api, E.setStatus, async (request) => {
    const row = await service.setStatus(orgActorOf(request), request.params.id, request.body);
    return ok({ todo: presentTodo(row, actorToday(actorOf(request))) });
  });

  addRoute(api, E.remove, async (request) => {
    const row = await service.remove(orgActorOf(request), request.params.id);
    return ok({ todoId: row.id });
  });
}
