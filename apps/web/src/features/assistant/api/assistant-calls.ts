import type { TAssistantItemType } from '@cairn/domain/assistant/assistant.constants';
import { ASSISTANT_ENDPOINTS } from '@cairn/domain/assistant/assistant.endpoints';
import type {
  TChatMessage,
  TChatRequest,
  TInterpretRequest,
} from '@cairn/domain/assistant/assistant.schemas';
import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import { TODO_ENDPOINTS } from '@cairn/domain/todos/todos.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiPostStream } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

/** `POST assistant/interpret`: what the sentence says; stores nothing. */
export const interpret = (body: TInterpretRequest) => call(ASSISTANT_ENDPOINTS.interpret, { body });

/** `POST rocks/smart-rock`: the SMART judgement of a rock title. */
export const judgeRock = (description: string, signal?: AbortSignal) =>
  call(ASSISTANT_ENDPOINTS.smartRock, { body: { description }, signal });

/** Whether a model is connected (the chat needs one; the rest says which judge answered). */
export function useAssistantStatus(isEnabled = true) {
  return useQuery({
    queryKey: ['assistant', 'status'],
    queryFn: () => call(ASSISTANT_ENDPOINTS.status),
    staleTime: 5 * 60_000,
    enabled: isEnabled,
  });
}

/** What a streamed chat turn tells as it goes: pieces of the answer, then the turn's messages. */
export type TChatStreamHandlers = {
  onText: (piece: string) => void;
  onDone: (messages: TChatMessage[]) => void;
  /** The model failed after the stream began: the messages say why (the AI-service text). */
  onFailed: (messages: { text: string }[]) => void;
};

/**
 * `POST chat` as a stream (`Accept: text/event-stream`, docs/api-assistant.md). A refusal before
 * the stream (no model, the day's limit, an empty prompt) throws ApiError as every call does.
 */
export function streamChat(body: TChatRequest, handlers: TChatStreamHandlers, signal?: AbortSignal) {
  return apiPostStream(
    ASSISTANT_ENDPOINTS.chat.path,
    body,
    ({ event, data }) => {
      const answer = data as { text?: string; messages?: TChatMessage[] };
      if (event === 'text' && answer.text) handlers.onText(answer.text);
      else if (event === 'done') handlers.onDone(answer.messages ?? []);
      else if (event === 'error') handlers.onFailed(answer.messages ?? []);
    },
    signal,
  );
}

export type TNewItem = {
  type: TAssistantItemType;
  tractionId: string;
  title: string;
  dueDate: string | null;
  ownerIds: string[];
};

/** Which edit popup an item opens, and the live entity type its lists are keyed by. */
export const ITEM_KIND = { ToDo: 'todo', Issue: 'issue', Headline: 'headline' } as const;

/**
 * Makes the item with the usual create call of its type (001 §4 "the traction creation
 * service"), so every rule and permission of Add To-Do, Add Issue and Add Headline holds.
 * Answers the id of the item made (the caller's own, for a to-do).
 */
export async function createItem(item: TNewItem): Promise<string> {
  const ownerId = item.ownerIds[0];
  if (item.type === 'ToDo') {
    const body = { title: item.title, ownerIds: item.ownerIds, tractionId: item.tractionId };
    const answer = await call(TODO_ENDPOINTS.create, {
      body: item.dueDate ? { ...body, dueDate: item.dueDate } : body,
    });
    return answer.todos[0].id;
  }
  if (item.type === 'Issue') {
    const body = { title: item.title, ownerId, tractionId: item.tractionId, entityType: 'meeting' as const };
    const answer = await call(ISSUE_ENDPOINTS.create, { body });
    if (!('issue' in answer)) throw new Error('A meeting issue was asked for');
    return answer.issue.id;
  }
  const body = { title: item.title, ownerId, tractionId: item.tractionId };
  return (await call(HEADLINE_ENDPOINTS.create, { body })).headline.id;
}
