import { defaultTodoDueDate, statusAfterComplete } from '@cairn/domain/todos/todo-rules';
import type {
  TCompleteTodoRequest,
  TCreatePersonalTodoRequest,
  TCreateTodoRequest,
  TUpdateTodoRequest,
} from '@cairn/domain/todos/todos.schemas';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import type { TItemActor, TItemDeps } from '../traction-items/index.ts';
import { createTodoKit, type TTodoRow } from './todo-kit.ts';

/**
 * The rules of To-Dos (000 §2.4, §5, §6; 002 §7): meeting to-dos (one per owner), personal
 * to-dos, edit and complete. Reads, search, status, reassign and delete, and the shared item
 * rules (visibility, owners, meetings, versions, events, live events) come from the item kit.
 */
export function createTodosService(deps: TItemDeps) {
  const kit = createTodoKit(deps);

  return {
    ...kit.endpoints,

    /**
     * `POST todos`: one to-do per owner in the meeting, in one transaction (see
     * createItemKit.createInMeeting: 404 / 403 on `tractionId`, 422 on `ownerIds`). Due in 7
     * days unless given; notes sanitized.
     */
    async create(actor: TItemActor, input: TCreateTodoRequest, today: string): Promise<TTodoRow[]> {
      const dueDate = input.dueDate ?? defaultTodoDueDate(today);
      return kit.createInMeeting(actor, input, { ids: input.ownerIds, field: 'ownerIds' }, { dueDate });
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
        contentHtml: await sanitizeRichTextOffThread(input.contentHtml ?? ''),
      };
      const [created] = await kit.create(actor, (tx, note) => kit.insert([row], tx, note));
      return created;
    },

    /**
     * `PUT todo/{id}`: title, owner (absent keeps it), due date and (when sent) notes. `version`
     * must be current (409). A new owner passes the owner rules (422 on `ownerId`). Sending the
     * same values changes nothing.
     */
    async update(actor: TItemActor, id: string, input: TUpdateTodoRequest): Promise<TTodoRow> {
      return kit.edit(actor, id, input, (current) => ({
        title: input.title,
        ownerPersonId: input.ownerId ?? current.ownerPersonId,
        dueDate: input.dueDate,
      }));
    },

    /** `PUT todo/{id}/complete`: Done, or back to NotDone (see statusAfterComplete). */
    async complete(actor: TItemActor, id: string, input: TCompleteTodoRequest): Promise<TTodoRow> {
      const action = input.isComplete ? 'completed' : 'uncompleted';
      const next = (current: TTodoRow) => statusAfterComplete(current.status, input.isComplete);
      return kit.changeStatus(actor, id, input.version, next, action);
    },
  };
}

export type TTodosService = ReturnType<typeof createTodosService>;
