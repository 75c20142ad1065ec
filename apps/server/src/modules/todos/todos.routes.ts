import { ZIdParam, ZIdsQuery } from '@cairn/domain/common/ids.schemas';
import {
  ZCompleteTodoRequest,
  ZCreatePersonalTodoRequest,
  ZCreateTodoRequest,
  ZReassignTodoRequest,
  ZTodoAnswer,
  ZTodoDeletedAnswer,
  ZTodoSearchAnswer,
  ZTodoSearchRequest,
  ZTodoStatusRequest,
  ZTodosAnswer,
  ZUpdateTodoRequest,
} from '@cairn/domain/todos/todos.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorToday } from '../../http/actor-today.ts';
import { ok } from '../../http/respond.ts';
import { actorOf, orgActorOf } from '../../plugins/guard.ts';
import { createdMessage, updatedMessage } from '../traction-items/item-presenters.ts';
import { presentTodo } from './todos.presenters.ts';
import type { TTodosService } from './todos.service.ts';

const tags = ['todos'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;

/**
 * `POST todos`, `POST todos/personal`, `GET todo/{id}`, `GET todos?ids=`, `PUT todo/{id}`
 * (`/complete`, `/status`, `/reassign`), `DELETE todo/{id}`, `POST todos/search` (docs/api.md, To-Dos).
 * `today` (in the organisation's zone) is fixed once per request for defaults and `isOverdue`.
 */
export function registerTodoRoutes(api: FastifyInstance, service: TTodosService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: ZTodoAnswer };

  r.post(
    '/todos',
    { config: change, schema: { tags, body: ZCreateTodoRequest, response: { 201: ZTodosAnswer } } },
    async (request, reply) => {
      const today = actorToday(actorOf(request));
      const rows = await service.create(orgActorOf(request), request.body, today);
      const todos = rows.map((row) => presentTodo(row, today));
      return reply.status(201).send(ok({ todos }, [createdMessage(request.body.title)]));
    },
  );

  r.post(
    '/todos/personal',
    { config: change, schema: { tags, body: ZCreatePersonalTodoRequest, response: { 201: ZTodoAnswer } } },
    async (request, reply) => {
      const today = actorToday(actorOf(request));
      const row = await service.createPersonal(orgActorOf(request), request.body, today);
      return reply.status(201).send(ok({ todo: presentTodo(row, today) }, [createdMessage(row.title)]));
    },
  );

  r.get(
    '/todo/:id',
    { config: read, schema: { tags, params: ZIdParam, response: answer } },
    async (request) => {
      const row = await service.get(orgActorOf(request), request.params.id);
      return ok({ todo: presentTodo(row, actorToday(actorOf(request))) });
    },
  );

  r.get(
    '/todos',
    { config: read, schema: { tags, querystring: ZIdsQuery, response: { 200: ZTodosAnswer } } },
    async (request) => {
      const today = actorToday(actorOf(request));
      const rows = await service.list(orgActorOf(request), request.query.ids);
      return ok({ todos: rows.map((row) => presentTodo(row, today)) });
    },
  );

  r.post(
    '/todos/search',
    { config: read, schema: { tags, body: ZTodoSearchRequest, response: { 200: ZTodoSearchAnswer } } },
    async (request) => {
      const today = actorToday(actorOf(request));
      const page = await service.search(orgActorOf(request), request.body, today);
      return ok({ ...page, items: page.items.map((row) => presentTodo(row, today)) });
    },
  );

  r.put(
    '/todo/:id',
    { config: change, schema: { tags, params: ZIdParam, body: ZUpdateTodoRequest, response: answer } },
    async (request) => {
      const row = await service.update(orgActorOf(request), request.params.id, request.body);
      return ok({ todo: presentTodo(row, actorToday(actorOf(request))) }, [updatedMessage(row.title)]);
    },
  );

  r.put(
    '/todo/:id/complete',
    { config: change, schema: { tags, params: ZIdParam, body: ZCompleteTodoRequest, response: answer } },
    async (request) => {
      const row = await service.complete(orgActorOf(request), request.params.id, request.body);
      return ok({ todo: presentTodo(row, actorToday(actorOf(request))) });
    },
  );

  r.put(
    '/todo/:id/status',
    { config: change, schema: { tags, params: ZIdParam, body: ZTodoStatusRequest, response: answer } },
    async (request) => {
      const row = await service.setStatus(orgActorOf(request), request.params.id, request.body);
      return ok({ todo: presentTodo(row, actorToday(actorOf(request))) });
    },
  );

  r.put(
    '/todo/:id/reassign',
    { config: change, schema: { tags, params: ZIdParam, body: ZReassignTodoRequest, response: answer } },
    async (request) => {
      const row = await service.reassign(orgActorOf(request), request.params.id, request.body);
      return ok({ todo: presentTodo(row, actorToday(actorOf(request))) });
    },
  );

  r.delete(
    '/todo/:id',
    { config: change, schema: { tags, params: ZIdParam, response: { 200: ZTodoDeletedAnswer } } },
    async (request) => {
      const row = await service.remove(orgActorOf(request), request.params.id);
      return ok({ todoId: row.id });
    },
  );
}
