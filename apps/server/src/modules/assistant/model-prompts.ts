import { ASSISTANT_ITEM_TYPES } from '@cairn/domain/assistant/assistant.constants';
import { ZModelSmartResult } from '@cairn/domain/assistant/assistant.schemas';
import { ZCalendarDate } from '@cairn/domain/items/items.schemas';
import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { askForObject } from './ai-model.ts';

type TCall = { today: string; log: FastifyBaseLogger };

/** What the model must give for one sentence; the server matches `meeting` itself. */
const ZModelExtraction = z.object({
  type: z.enum(ASSISTANT_ITEM_TYPES).nullable(),
  meeting: z.string().nullable(),
  title: z.string().nullable(),
  dueDate: ZCalendarDate.nullable(),
});

/** The model reads one sentence into an item (001 §4); only the caller's meeting names go with it. */
export function modelExtract(
  model: LanguageModel,
  text: string,
  meetings: readonly { title: string }[],
  call: TCall,
) {
  const system = [
    'You turn one sentence from a team member into an item of their EOS meetings.',
    'Answer JSON: type (Issue, ToDo or Headline, or null when the sentence does not say),',
    'meeting (the meeting name as said, or null), title (the item itself without the type,',
    'meeting and date words, or null when nothing is left), dueDate (YYYY-MM-DD for a to-do,',
    `counted from today ${call.today}, or null).`,
    `Their meetings: ${meetings.map((m) => JSON.stringify(m.title)).join(', ') || 'none'}.`,
  ].join(' ');
  return askForObject(model, ZModelExtraction, {
    system,
    messages: [{ role: 'user', content: text }],
    log: call.log,
    kind: 'interpret',
  });
}

/** The model judges a rock (000 §3, §4). */
export function modelSmartCheck(model: LanguageModel, description: string, call: TCall) {
  const system = [
    'You judge whether a quarterly EOS rock is SMART: Specific, Measurable, Attainable, Realistic, Time-bound.',
    'Answer JSON: isSmart, suggestedImprovement (a better wording, empty when SMART), reason, and',
    'evaluation with specific, measurable, attainable, realistic and timeBound, each { value, reason }.',
    `Today is ${call.today}.`,
  ].join(' ');
  return askForObject(model, ZModelSmartResult, {
    system,
    messages: [{ role: 'user', content: description }],
    log: call.log,
    kind: 'smart-rock',
  });
}
