import { z } from 'zod';
import { ZUuid } from '../common/ids.schemas.ts';
import { ZEnvelope, ZMessage } from '../errors.ts';
import {
  ASSISTANT_ITEM_TYPES,
  ASSISTANT_TEXT_MAX,
  ASSISTANT_TEXTS,
  CHAT_THREAD_MAX,
  SMART_CRITERIA,
} from './assistant.constants.ts';

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ASSISTANT_TEXT_MAX, `At most ${ASSISTANT_TEXT_MAX} characters`);

/** `POST assistant/interpret`: what was said or typed, and the meeting when the person chose one. */
export const ZInterpretRequest = z.object({
  text: requiredText(ASSISTANT_TEXTS.textRequired),
  tractionId: ZUuid.nullish(),
});
export type TInterpretRequest = z.infer<typeof ZInterpretRequest>;

/** What the assistant understood; the messages carry the spec's prompts for what is missing. */
export const ZInterpretAnswer = ZEnvelope.extend({
  type: z.enum(ASSISTANT_ITEM_TYPES).nullable(),
  tractionId: ZUuid.nullable(),
  title: z.string().nullable(),
  dueDate: z.string().nullable(),
  ownerIds: z.array(ZUuid),
});
export type TInterpretAnswer = z.infer<typeof ZInterpretAnswer>;

/** `POST rocks/smart-rock` (000 §7). */
export const ZSmartRockRequest = z.object({ description: requiredText(ASSISTANT_TEXTS.descriptionRequired) });

const ZVerdict = z.object({ value: z.boolean().nullable(), reason: z.string() });

/** The smart-rock result (000 §3) as a model must give it: every criterion judged. */
export const ZModelSmartResult = z.object({
  isSmart: z.boolean(),
  suggestedImprovement: z.string(),
  reason: z.string(),
  evaluation: z.object(
    Object.fromEntries(
      SMART_CRITERIA.map((c) => [c, z.object({ value: z.boolean(), reason: z.string() })]),
    ) as {
      [K in (typeof SMART_CRITERIA)[number]]: z.ZodObject<{ value: z.ZodBoolean; reason: z.ZodString }>;
    },
  ),
});

/** The answer: the result, and who judged it ("Basic check" without a model). */
export const ZSmartRockAnswer = ZEnvelope.extend({
  isSmart: z.boolean(),
  suggestedImprovement: z.string(),
  reason: z.string(),
  evaluation: z.object(
    Object.fromEntries(SMART_CRITERIA.map((c) => [c, ZVerdict])) as {
      [K in (typeof SMART_CRITERIA)[number]]: typeof ZVerdict;
    },
  ),
  checkedBy: z.string(),
});
export type TSmartRockAnswer = z.infer<typeof ZSmartRockAnswer>;

/** Chat message roles (001 §3: user, system, action, component; and the assistant's own). */
export const CHAT_ROLES = ['user', 'assistant', 'system', 'action', 'component'] as const;

const ZChatTurn = z.object({ role: z.enum(CHAT_ROLES), content: z.string().max(8000) });

/** `POST chat` (001 §7): the prompt and the thread so far. */
export const ZChatRequest = z.object({
  prompt: requiredText(ASSISTANT_TEXTS.promptRequired),
  thread: z.array(ZChatTurn).max(CHAT_THREAD_MAX).default([]),
});
export type TChatRequest = z.infer<typeof ZChatRequest>;

/**
 * An item the chat proposes (001 §3 message type `action`): nothing is stored until the person
 * confirms, and then the web makes it with the usual create call of its type.
 */
export const ZChatAction = z.object({
  type: z.enum(ASSISTANT_ITEM_TYPES),
  tractionId: ZUuid,
  meetingTitle: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  ownerIds: z.array(ZUuid),
});
export type TChatAction = z.infer<typeof ZChatAction>;

/** A chat answer's message: the envelope's message with the thread's `role` and `content` (and an action's item). */
export const ZChatMessage = ZMessage.extend({ ...ZChatTurn.shape, action: ZChatAction.optional() });
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatAnswer = z.object({ succeeded: z.boolean(), messages: z.array(ZChatMessage) });

/** `GET assistant`: whether a model answers (else the built-in extractor and Basic check do). */
export const ZAssistantStatusAnswer = ZEnvelope.extend({
  hasModel: z.boolean(),
  dailyLimit: z.number().int(),
});
