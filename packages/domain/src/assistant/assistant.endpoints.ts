import { defineEndpoint } from '../common/endpoint.ts';
import {
  ZAssistantStatusAnswer,
  ZChatAnswer,
  ZChatRequest,
  ZInterpretAnswer,
  ZInterpretRequest,
  ZSmartRockAnswer,
  ZSmartRockRequest,
} from './assistant.schemas.ts';

/** The assistant's endpoints (docs/api-assistant.md). */
export const ASSISTANT_ENDPOINTS = {
  /** Whether a model is connected: the web shows the chat only then and says so elsewhere. */
  status: defineEndpoint({
    method: 'GET',
    path: '/assistant',
    access: 'content.read',
    tag: 'assistant',
    summary: 'Whether an AI model is connected',
    answer: ZAssistantStatusAnswer,
  }),
  interpret: defineEndpoint({
    method: 'POST',
    path: '/assistant/interpret',
    access: 'content.change',
    tag: 'assistant',
    summary: 'Understand a spoken or typed item',
    description:
      "Finds the type (Issue, ToDo, Headline), the meeting (among the caller's, by name similarity above 0.7), the due date and the title in one sentence. Stores nothing: the item is then made with the usual create call. Uses the connected model, else the built-in extractor.",
    body: ZInterpretRequest,
    bodyExample: { text: 'to-do for the leadership meeting: send the budget by Friday' },
    answer: ZInterpretAnswer,
  }),
  smartRock: defineEndpoint({
    method: 'POST',
    path: '/rocks/smart-rock',
    access: 'content.change',
    tag: 'rocks',
    summary: 'Judge whether a rock is SMART',
    description:
      'Asks the connected model whether the rock is Specific, Measurable, Attainable, Realistic and Time-bound; without a model a "Basic check" judges what rules can and says what it cannot.',
    body: ZSmartRockRequest,
    bodyExample: { description: 'Grow monthly recurring revenue to $200k by March 31' },
    answer: ZSmartRockAnswer,
  }),
  chat: defineEndpoint({
    method: 'POST',
    path: '/chat',
    access: 'content.read',
    tag: 'assistant',
    summary: 'Chat with the assistant',
    description:
      "Answers the prompt with the thread as context; the model looks up the caller's own data with tools and proposes items as `action` messages, which store nothing until confirmed with the usual create call. With `Accept: text/event-stream` the answer streams as server-sent events (`text` pieces, then `done` with these messages, or `error`). 503 AI_OFF when no model is connected.",
    body: ZChatRequest,
    bodyExample: { prompt: 'Which of my to-dos are overdue?', thread: [] },
    answer: ZChatAnswer,
  }),
} as const;
