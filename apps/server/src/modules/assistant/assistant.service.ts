import { ASSISTANT_MESSAGE_IDS, ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import type {
  TChatAction,
  TChatMessage,
  TChatRequest,
  TInterpretRequest,
} from '@cairn/domain/assistant/assistant.schemas';
import type { TExtractedItem } from '@cairn/domain/assistant/extract-item';
import { matchMeeting } from '@cairn/domain/assistant/meeting-match';
import type { TMessage } from '@cairn/domain/errors';
import { ITEM_TITLE_MAX_LENGTH } from '@cairn/domain/items/items.constants';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../http/errors.ts';
import type { TScopeActor } from '../../policies/meeting-scope.ts';
import { meetingsOfCaller } from './assistant-meetings.ts';
import { countModelRequest } from './assistant-usage.ts';
import type { TChatCaller } from './chat-tools.ts';

type TAssistantActor = TScopeActor;
/** What each call needs of the request: the organisation's day and the request's log. */
type TCallContext = { today: string; log: FastifyBaseLogger };

/** A chat call also carries the request's credentials, for the tools' route calls. */
type TChatContext = TCallContext & { caller: Omit<TChatCaller, 'personId' | 'role'> };

const warning = (id: string, text: string): TMessage => ({ id, type: 'warning', text });

/** What an extraction misses, as the spec's prompts (001 §4, §8). */
function promptsFor(found: Pick<TExtractedItem, 'type' | 'tractionId' | 'title'>): TMessage[] {
  const messages: TMessage[] = [];
  if (!found.title) messages.push(warning(ASSISTANT_MESSAGE_IDS.noTitle, ASSISTANT_TEXTS.noTitle));
  if (!found.type) messages.push(warning(ASSISTANT_MESSAGE_IDS.noType, ASSISTANT_TEXTS.noType));
  if (!found.tractionId) messages.push(warning(ASSISTANT_MESSAGE_IDS.noMeeting, ASSISTANT_TEXTS.noMeeting));
  return messages;
}

/** A model's title as an item title: one line, trimmed, within the limit. */
const cleanTitle = (title: string | null) =>
  title?.replace(/\s+/g, ' ').trim().slice(0, ITEM_TITLE_MAX_LENGTH) || null;

const ITEM_NAMES = { ToDo: 'To-Do', Issue: 'Issue', Headline: 'Headline' } as const;

/** What an action proposes, in words: "To-Do in Leadership: Send the budget, due 2026-12-04". */
const actionText = (a: TChatAction) =>
  `${ITEM_NAMES[a.type]} in ${a.meetingTitle}: ${a.title}${a.dueDate ? `, due ${a.dueDate}` : ''}`;

/** A chat turn's messages: the answer (when there is text or nothing else), then one `action` per proposal. */
function chatMessages(text: string, actions: readonly TChatAction[]): TChatMessage[] {
  const answer: TChatMessage[] =
    text || actions.length === 0
      ? [{ id: ASSISTANT_MESSAGE_IDS.answer, type: 'info', text, role: 'assistant', content: text }]
      : [];
  return [
    ...answer,
    ...actions.map((action) => ({
      id: ASSISTANT_MESSAGE_IDS.action,
      type: 'info' as const,
      text: actionText(action),
      role: 'action' as const,
      content: actionText(action),
      action,
    })),
  ];
}

/**
 * The assistant (issue 30): interpret a sentence into an item, judge a rock, chat. It reads
 * only the caller's meetings and stores no item itself: the web makes the item with the usual
 * create calls, so every rule and permission of those holds. With no model configured the
 * built-in extractor and the Basic check answer; chat needs a model.
 */
export function createAssistantService(api: FastifyInstance) {
  const hasModel = api.config.ai !== null;
  const limit = api.config.aiDailyLimit;
  // The AI SDK and the built-in judges (chrono-node) load on the first request that needs them,
  // not at start: about a thousand modules most instances never use.
  let loadingModel: ReturnType<typeof loadModel> | undefined;
  async function loadModel() {
    const [
      { createAiModel },
      { modelExtract, modelSmartCheck },
      { modelChat, streamModelChat },
      { createChatTools },
    ] = await Promise.all([
      import('./ai-model.ts'),
      import('./model-prompts.ts'),
      import('./model-chat.ts'),
      import('./chat-tools.ts'),
    ]);
    const model = createAiModel(api.config);
    if (!model) throw new Error('The assistant has no model configured');
    return { model, modelExtract, modelSmartCheck, modelChat, streamModelChat, createChatTools };
  }
  const modelKit = () => {
    loadingModel ??= loadModel();
    return loadingModel;
  };

  async function interpret(actor: TAssistantActor, input: TInterpretRequest, call: TCallContext) {
    const meetings = await meetingsOfCaller(api.db, actor);
    if (input.tractionId && !meetings.some((m) => m.id === input.tractionId)) throw notFound('meeting');
    let found: TExtractedItem;
    if (hasModel) {
      await countModelRequest(api.db, actor, call.today, limit);
      const { model, modelExtract } = await modelKit();
      const answer = await modelExtract(model, input.text, meetings, call);
      found = {
        type: answer.type,
        tractionId: answer.meeting ? (matchMeeting(answer.meeting, meetings)?.meeting.id ?? null) : null,
        title: cleanTitle(answer.title),
        dueDate: answer.dueDate,
      };
    } else {
      const { extractItem } = await import('@cairn/domain/assistant/extract-item');
      found = extractItem(input.text, { meetings, today: call.today });
    }
    const result = {
      ...found,
      tractionId: input.tractionId ?? found.tractionId,
      dueDate: found.type === 'ToDo' || found.type === null ? found.dueDate : null,
      ownerIds: [actor.person.id],
    };
    return { result, messages: promptsFor(result) };
  }

  async function smartRock(actor: TAssistantActor, description: string, call: TCallContext) {
    if (!hasModel) {
      const { basicSmartCheck } = await import('@cairn/domain/assistant/smart-check');
      return basicSmartCheck(description, call.today);
    }
    await countModelRequest(api.db, actor, call.today, limit);
    const { model, modelSmartCheck } = await modelKit();
    return { ...(await modelSmartCheck(model, description, call)), checkedBy: 'AI' };
  }

  /** Refuses a chat without a model (503) or past the day's limit (429), before anything streams. */
  async function startChat(actor: TAssistantActor, call: TChatContext) {
    if (!hasModel) {
      throw new HttpError(503, [
        { id: ASSISTANT_MESSAGE_IDS.aiOff, type: 'error', text: ASSISTANT_TEXTS.aiOff },
      ]);
    }
    await countModelRequest(api.db, actor, call.today, limit);
    const kit = await modelKit();
    return {
      kit,
      ...kit.createChatTools(api, { ...call.caller, personId: actor.person.id, role: actor.person.role }),
    };
  }

  /** One chat turn answered whole: the answer and the actions its tools proposed. */
  async function chat(actor: TAssistantActor, input: TChatRequest, call: TChatContext) {
    const { kit, tools, actions } = await startChat(actor, call);
    const text = await kit.modelChat(kit.model, input, tools, call);
    return chatMessages(text, actions);
  }

  /**
   * One chat turn streamed: checks first (so a refusal is an ordinary answer), then `run` sends
   * the answer's pieces to `onText` and answers the whole turn's messages.
   */
  async function streamChat(actor: TAssistantActor, input: TChatRequest, call: TChatContext) {
    const { kit, tools, actions } = await startChat(actor, call);
    return async (onText: (piece: string) => void, signal: AbortSignal) => {
      const text = await kit.streamModelChat(kit.model, input, tools, call, onText, signal);
      return chatMessages(text, actions);
    };
  }

  return { interpret, smartRock, chat, streamChat, hasModel };
}
