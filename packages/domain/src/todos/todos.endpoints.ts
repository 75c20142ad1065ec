import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { itemEndpoints } from '../items/item-endpoints.ts';
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
} from './todos.schemas.ts';

const tag = 'todos';
const _read = 'content.read';
const change = 'content.change';

/** The To-Do endpoints (docs/api.md, To-Dos): declared once for the server's routes and the web's calls. */
export const TODO_ENDPOINTS = {
  ...itemEndpoints('todo', 'todos', {
    answer: ZTodoAnswer,
    listAnswer: ZTodosAnswer,
    searchRequest: ZTodoSearchRequest,
    searchAnswer: ZTodoSearchAnswer,
    updateRequest: ZUpdateTodoRequest,
    reassignRequest: ZReassignTodoRequest,
  }),
  /** One meeting to-do per owner, in one transaction. */
  create: defineEndpoint({
    method: 'POST',
    path: '/todos',
    access: change,
    tag,
    summary: 'Create meeting to-dos',
    description: 'One to-do per owner in the body, all in one transaction; answers every to-do made.',
    body: ZCreateTodoRequest,
    bodyExample: {
      title: 'Send the Q4 numbers to the board',
      ownerIds: ['8a3e6d21-4f5b-4c7a-b912-0e6d3c2f1a44', 'c71b9f02-6e3d-4a18-8d5c-7b2a0f9e3d55'],
      dueDate: '2026-12-04',
      tractionId: '5f0c2a9e-1b7d-4c3e-9a61-2d8f4b6e7c10',
    },
    answer: ZTodosAnswer,
    status: 201,
  }),
  /** A to-do of the caller in no meeting (000 §2.4 Personal To-Do). */
  createPersonal: defineEndpoint({
    method: 'POST',
    path: '/todos/personal',
    access: change,
    tag,
    summary: 'Create a personal to-do',
    description: 'A to-do of the caller in no meeting, seen only by them.',
    body: ZCreatePersonalTodoRequest,
    bodyExample: { title: 'Book the offsite venue', dueDate: '2026-12-11' },
    answer: ZTodoAnswer,
    status: 201,
  }),
  /** Done, or a done one back to Not Done (the list's checkbox). */
  complete: defineEndpoint({
    method: 'PUT',
    path: '/todo/:id/complete',
    access: change,
    tag,
    summary: 'Complete or reopen a to-do',
    description: 'Done, or a done one back to Not Done (the checkbox of the lists).',
    params: ZIdParam,
    body: ZCompleteTodoRequest,
    bodyExample: { isComplete: true, version: 3 },
    answer: ZTodoAnswer,
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/todo/:id/status',
    access: change,
    tag,
    summary: 'Set the status of a to-do',
    params: ZIdParam,
    body: ZTodoStatusRequest,
    answer: ZTodoAnswer,
  }),
  /** Soft delete: the to-do then answers 404 everywhere. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/todo/:id',
    access: change,
    tag,
    summary: 'Delete a to-do',
    description: 'A soft delete: the to-do answers 404 everywhere afterwards.',
    params: ZIdParam,
    answer: ZTodoDeletedAnswer,
  }),
} as const;
