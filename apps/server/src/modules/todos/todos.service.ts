import { defaultTodoDueDate, statusAfterComplete } from '@cairn/domain/todos/todo-rules';
import type { TTodoStatus } from '@cairn/domain/todos/todos.constants';
import type {
  TCompleteTodoRequest,
  TCreatePersonalTodoRequest,
  TCreateTodoRequest,
  TReassignTodoRequest,
  TTodoSearchRequest,
  TTodoStatusRequest,
  TUpdateTodoRequest,
} from '@cairn/domain/todos/todos.schemas';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { TNoteChange } from '../traction-items/item-change-log.ts';
import type { TItemDecision } from '../traction-items/item-kit.ts';
import type { TItemSearchPage } from '../traction-items/item-search.ts';
import type { TItemActor, TItemDeps } from '../traction-items/item-types.ts';
import { createTodoKit, type TNewTodo, type TTodoRow, todoSearchColumns } from './todo-kit.ts';

/** The status change and its `completedAt`: set when it becomes Done, cleared otherwise. */
const statusChange = (status: TTodoStatus) => ({
  status,
  completedAt: status === 'Done' ? new Date() : null,
});

/**
 * The rules of To-Dos (000 §2.4, §5, §6; 002 §7): meeting to-dos (one per owner), personal
 * to-dos, reads, search, edit, complete, status, reassign and delete. Shared item rules
 * (visibility, owners, meetings, versions, events, live events) come from the item kit.
 */
export function createTodosService(deps: TItemDeps) {
  const kit = createTodoKit(deps);
  const { rules } = kit;

  /** 422 on `ownerId` unless the owner may own this existing to-do (see createItemRules.checkOwners). */
  const checkNewOwner = (actor: TItemActor, current: TTodoRow, ownerId: string, tx: TDbOrTx) =>
    rules.checkNewOwner(
      actor,
      ownerId,
      { meetingId: current.meetingId, currentOwnerId: current.ownerPersonId },
      tx,
    );

  /** Inserts the to-dos and notes each as created (Added after commit). */
  async function insertAll(rows: TNewTodo[], tx: TDbOrTx, note: TNoteChange) {
    const created = await kit.store.insert(rows, tx);
    for (const row of created) {
      await note({
        entityId: row.id,
        action: 'created',
        live: 'Added',
        data: {
          title: row.title,
          ownerPersonId: row.ownerPersonId,
          meetingId: row.meetingId,
          dueDate: row.dueDate,
        },
      });
    }
    return created;
  }

  return {
    /**
     * `POST todos`: one to-do per owner in the meeting, in one transaction. The meeting must be
     * an active one of the organisation (404 on `tractionId`) that the caller may change (403);
     * owners must be people of the organisation the caller may assign (422 on `ownerIds`) and
     * invited to the meeting (422 on `tractionId`). Due in 7 days unless given; notes sanitized.
     */
    async create(actor: TItemActor, input: TCreateTodoRequest, today: string): Promise<TTodoRow[]> {
      const dueDate = input.dueDate ?? defaultTodoDueDate(today);
      const contentHtml = sanitizeRichText(input.contentHtml ?? '');
      return kit.create(actor, async (tx, note) => {
        const meeting = await rules.meetingForNewItem(actor, input.tractionId, 'tractionId', tx);
        await rules.checkOwners(
          actor,
          input.ownerIds,
          { field: 'ownerIds', meeting, meetingField: 'tractionId', currentOwnerId: null },
          tx,
        );
        const rows = input.ownerIds.map((ownerPersonId) => ({
          orgId: actor.orgId,
          title: input.title,
          ownerPersonId,
          meetingId: meeting.id,
          dueDate,
          contentHtml,
        }));
        return insertAll(rows, tx, note);
      });
    },

    /** `POST todos/personal`: a to-do of the caller in no meeting (only they see it). */
    async createPersonal(
      actor: TItemActor,
      input: TCreatePersonalTodoRequest,
      today: string,
    ): Promise<TTodoRow> {
      const row = {
        orgId: actor.orgId,
        title: input.title,
        ownerPersonId: actor.person.id,
        meetingId: null,
        dueDate: input.dueDate ?? defaultTodoDueDate(today),
        contentHtml: sanitizeRichText(input.contentHtml ?? ''),
      };
      const [created] = await kit.create(actor, (tx, note) => insertAll([row], tx, note));
      return created;
    },

    /** One to-do the caller sees; 404 otherwise. */
    async get(actor: TItemActor, id: string): Promise<TTodoRow> {
      return kit.loadVisible(actor, id);
    },

    /** `GET todos?ids=`: those the caller sees, by due date; without `ids`, the caller's own to-dos. */
    async list(actor: TItemActor, ids: string[] | undefined): Promise<TTodoRow[]> {
      return kit.readByIds(actor, ids, {
        orderBy: [asc(todos.dueDate), asc(todos.createdAt), asc(todos.id)],
        whenNoIds: eq(todos.ownerPersonId, actor.person.id),
      });
    },

    /** `POST todos/search` over the to-dos the caller sees. */
    async search(
      actor: TItemActor,
      request: TTodoSearchRequest,
      today: string,
    ): Promise<TItemSearchPage<TTodoRow>> {
      return kit.search(actor, todoSearchColumns(today), request);
    },

    /**
     * `PUT todo/{id}`: title, owner, due date and (when sent) notes. `version` must be current
     * (409). A new owner passes the owner rules (422 on `ownerId`). Sending the same values
     * changes nothing.
     */
    async update(actor: TItemActor, id: string, input: TUpdateTodoRequest): Promise<TTodoRow> {
      return kit.change(
        actor,
        id,
        input.version,
        async (current, tx): Promise<TItemDecision<TNewTodo> | null> => {
          if (input.ownerId !== current.ownerPersonId) await checkNewOwner(actor, current, input.ownerId, tx);
          const contentHtml =
            input.contentHtml === undefined ? current.contentHtml : sanitizeRichText(input.contentHtml ?? '');
          const after = { title: input.title, ownerPersonId: input.ownerId, dueDate: input.dueDate };
          const before = {
            title: current.title,
            ownerPersonId: current.ownerPersonId,
            dueDate: current.dueDate,
          };
          const isContentChanged = contentHtml !== current.contentHtml;
          if (!isContentChanged && JSON.stringify(after) === JSON.stringify(before)) return null;
          return {
            change: { ...after, contentHtml },
            action: 'updated',
            data: { before, after, isContentChanged },
          };
        },
      );
    },

    /** `PUT todo/{id}/complete`: Done, or back to NotDone (see statusAfterComplete). */
    async complete(actor: TItemActor, id: string, input: TCompleteTodoRequest): Promise<TTodoRow> {
      return kit.change(actor, id, input.version, async (current) => {
        const status = statusAfterComplete(current.status, input.isComplete);
        if (status === current.status) return null;
        return {
          change: statusChange(status),
          action: input.isComplete ? 'completed' : 'uncompleted',
          data: { before: current.status, after: status },
        };
      });
    },

    /** `PUT todo/{id}/status`: any of the four statuses; Done stamps `completedAt`. */
    async setStatus(actor: TItemActor, id: string, input: TTodoStatusRequest): Promise<TTodoRow> {
      return kit.change(actor, id, input.version, async (current) => {
        if (input.status === current.status) return null;
        return {
          change: statusChange(input.status),
          action: 'statusChanged',
          data: { before: current.status, after: input.status },
        };
      });
    },

    /** `PUT todo/{id}/reassign` (000 §4): a new owner under the owner rules (422 on `ownerId`). */
    async reassign(actor: TItemActor, id: string, input: TReassignTodoRequest): Promise<TTodoRow> {
      return kit.change(actor, id, input.version, async (current, tx) => {
        if (input.ownerId === current.ownerPersonId) return null;
        await checkNewOwner(actor, current, input.ownerId, tx);
        return {
          change: { ownerPersonId: input.ownerId },
          action: 'ownerChanged',
          data: { before: current.ownerPersonId, after: input.ownerId },
        };
      });
    },

    /** `DELETE todo/{id}`: soft delete; the to-do then answers 404. */
    async remove(actor: TItemActor, id: string): Promise<TTodoRow> {
      return kit.remove(actor, id);
    },
  };
}

export type TTodosService = ReturnType<typeof createTodosService>;
