import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import {
  itemAnswerHead,
  itemOwnerIdsSchema,
  ZCalendarDate,
  ZItemContentHtml,
  ZItemIdsFilter,
  ZItemOwnerId,
  ZItemTitle,
  ZItemVersion,
  ZTractionId,
} from '../items/items.schemas.ts';
import {
  searchAnswerSchema,
  searchRequestSchema,
  ZSearchFlagFilter,
  ZSearchTextFilter,
} from '../search/search.schemas.ts';
import { TODO_OWNERS_MAX, TODO_STATUSES, TODO_TEXTS } from './todos.constants.ts';

/** A to-do status (000 §3): Pending, Done, NotDone, Removed. */
export const ZTodoStatus = z.enum(TODO_STATUSES, { error: TODO_TEXTS.chooseStatus });

/**
 * `POST todos` (000 §7): a meeting to-do for each owner. `dueDate` defaults to 7 days after
 * today; `contentHtml` is sanitized before it is stored.
 */
export const ZCreateTodoRequest = z.object({
  title: ZItemTitle,
  /** One to-do is created per owner; each must be invited to the meeting. */
  ownerIds: itemOwnerIdsSchema(TODO_OWNERS_MAX),
  dueDate: ZCalendarDate.optional(),
  contentHtml: ZItemContentHtml.optional(),
  /** The meeting the to-dos belong to (required: personal to-dos have their own call). */
  tractionId: ZTractionId,
});
export type TCreateTodoRequest = z.infer<typeof ZCreateTodoRequest>;

/** `POST todos/personal` (000 §2.4 Personal To-Do): owned by the caller, in no meeting. */
export const ZCreatePersonalTodoRequest = z.object({
  title: ZItemTitle,
  contentHtml: ZItemContentHtml.optional(),
  dueDate: ZCalendarDate.optional(),
});
export type TCreatePersonalTodoRequest = z.infer<typeof ZCreatePersonalTodoRequest>;

/**
 * `PUT todo/{id}` (Edit To-Do: title, single owner, due date, notes). Without `ownerId` the
 * owner stays (000 §5: the owner is changed by reassigning); without `contentHtml` the notes stay.
 */
export const ZUpdateTodoRequest = z.object({
  title: ZItemTitle,
  ownerId: ZItemOwnerId.optional(),
  dueDate: ZCalendarDate,
  contentHtml: ZItemContentHtml.optional(),
  version: ZItemVersion,
});
export type TUpdateTodoRequest = z.infer<typeof ZUpdateTodoRequest>;

/** `PUT todo/{id}/complete`: Done, or back to NotDone. `version`, when sent, must be current. */
export const ZCompleteTodoRequest = z.object({
  isComplete: z.boolean({ error: TODO_TEXTS.required }),
  version: ZItemVersion.optional(),
});
export type TCompleteTodoRequest = z.infer<typeof ZCompleteTodoRequest>;

/** `PUT todo/{id}/status`. `version`, when sent, must be current. */
export const ZTodoStatusRequest = z.object({ status: ZTodoStatus, version: ZItemVersion.optional() });
export type TTodoStatusRequest = z.infer<typeof ZTodoStatusRequest>;

/** `PUT todo/{id}/reassign` (000 §4 Reassignment). `version`, when sent, must be current. */
export const ZReassignTodoRequest = z.object({ ownerId: ZItemOwnerId, version: ZItemVersion.optional() });
export type TReassignTodoRequest = z.infer<typeof ZReassignTodoRequest>;

/** A to-do as answered. */
export const ZTodo = z.object({
  ...itemAnswerHead,
  /** The meeting; null for a personal to-do. */
  tractionId: z.uuid().nullable(),
  /** `YYYY-MM-DD`. */
  dueDate: z.string(),
  status: ZTodoStatus,
  /** When it was marked Done (ISO 8601 UTC); null otherwise. */
  completedAt: z.string().nullable(),
  /** Sanitized rich text; '' when there are no notes. */
  contentHtml: z.string(),
  /** Open and due before today (the server's UTC day). */
  isOverdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTodo = z.infer<typeof ZTodo>;

/** `POST todos/search` (002 §3 Search): filters and sorts of to-do lists. */
export const ZTodoSearchRequest = searchRequestSchema({
  filters: {
    /** To-dos of any of these meetings. */
    'traction-ids': ZItemIdsFilter,
    /** To-dos owned by any of these people. */
    'owner-ids': ZItemIdsFilter,
    /** Leave out the items of these owners (a dashboard widget's Others). */
    'excluded-owner-ids': ZItemIdsFilter,
    /** To-dos in any of these statuses. */
    status: z.array(ZTodoStatus).min(1).max(TODO_STATUSES.length),
    /** Only overdue ones (true) or only the others (false). */
    'is-overdue': ZSearchFlagFilter,
    /** Title contains this text (case-insensitive). */
    'text-search': ZSearchTextFilter,
    /** Only personal to-dos (true: the caller's, in no meeting) or only meeting ones (false). */
    personal: ZSearchFlagFilter,
  },
  sorts: ['dueDate', 'title', 'createdAt'],
});
export type TTodoSearchRequest = z.infer<typeof ZTodoSearchRequest>;

/** `{ todo }` answers (personal create, read, every change). */
export const ZTodoAnswer = ZEnvelope.extend({ todo: ZTodo });
/** `{ todos }` answers (`POST todos` creates one per owner; `GET todos?ids=`). */
export const ZTodosAnswer = ZEnvelope.extend({ todos: z.array(ZTodo) });
/** `DELETE todo/{id}`. */
export const ZTodoDeletedAnswer = ZEnvelope.extend({ todoId: z.uuid() });
/** `POST todos/search`. */
export const ZTodoSearchAnswer = searchAnswerSchema(ZTodo);
