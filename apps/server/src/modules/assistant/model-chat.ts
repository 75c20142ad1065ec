import type { TChatRequest } from '@cairn/domain/assistant/assistant.schemas';
import { createPlainAnswer, plainAnswer } from '@cairn/domain/assistant/plain-answer';
import type { LanguageModel, ModelMessage, ToolSet } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { askForText, streamTextAnswer } from './ai-model.ts';

type TCall = { today: string; log: FastifyBaseLogger };

/** The thread as the model reads it: the person's and the assistant's turns. */
function threadMessages(input: TChatRequest): ModelMessage[] {
  const turns: ModelMessage[] = input.thread.flatMap((turn): ModelMessage[] => {
    if (turn.role === 'user') return [{ role: 'user', content: turn.content }];
    if (turn.role === 'assistant') return [{ role: 'assistant', content: turn.content }];
    return [];
  });
  return [...turns, { role: 'user', content: input.prompt }];
}

const systemOf = (call: TCall) =>
  [
    'You are the EOS assistant of Cairn, helping a team run on EOS (rocks, to-dos, issues, headlines,',
    "scorecards, Level 10 meetings). Use the tools to look up the person's own data; never invent",
    'items. To add a to-do, issue or headline, call proposeItem: the person confirms it, so say it',
    `awaits their confirmation. Answer briefly in plain text, no markup. Today is ${call.today}.`,
  ].join(' ');

/** One chat turn (001 §3, §7), answered whole; the answer made plain text. */
export async function modelChat(model: LanguageModel, input: TChatRequest, tools: ToolSet, call: TCall) {
  const text = await askForText(model, {
    system: systemOf(call),
    messages: threadMessages(input),
    tools,
    log: call.log,
    kind: 'chat',
  });
  return plainAnswer(text);
}

/** One chat turn streamed: each piece made plain text before it is sent; answers the whole text. */
export async function streamModelChat(
  model: LanguageModel,
  input: TChatRequest,
  tools: ToolSet,
  call: TCall,
  onText: (piece: string) => void,
  signal: AbortSignal,
) {
  const plain = createPlainAnswer();
  let whole = '';
  const send = (piece: string) => {
    // The first pieces' leading blanks are dropped, as the whole answer is trimmed.
    const shown = whole ? piece : piece.trimStart();
    if (!shown) return;
    whole += shown;
    onText(shown);
  };
  await streamTextAnswer(
    model,
    { system: systemOf(call), messages: threadMessages(input), tools, log: call.log, kind: 'chat', signal },
    (piece) => send(plain.push(piece)),
  );
  send(plain.end());
  return whole.trimEnd();
}
