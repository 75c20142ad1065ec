import type { FastifyInstance } from 'fastify';
import { registerTodoRoutes } from './todos.routes.ts';
import { createTodosService } from './todos.service.ts';

/** To-Dos: their service and routes, under the `/api/v2` prefix. */
export async function registerTodos(api: FastifyInstance) {
  registerTodoRoutes(api, createTodosService(api));
}
