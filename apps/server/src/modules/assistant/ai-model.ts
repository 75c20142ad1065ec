import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  AI_TIMEOUT_MS,
  ASSISTANT_MESSAGE_IDS,
  ASSISTANT_TEXTS,
  CHAT_MAX_STEPS,
} from '@cairn/domain/assistant/assistant.constants';
import { errorMessage } from '@cairn/domain/errors';
import {
  generateText,
  isStepCount,
  type LanguageModel,
  type ModelMessage,
  Output,
  streamText,
  type ToolSet,
} from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';

/** 502 with the spec's text (000 §8): the model failed, was slow, or answered outside the schema. */
const aiFailed = () =>
  new HttpError(502, [errorMessage(ASSISTANT_MESSAGE_IDS.aiFailed, ASSISTANT_TEXTS.aiServiceFailed)]);

/** The configured OpenAI-compatible model (docs/assistant.md), or null when none is set. */
export function createAiModel(config: TConfig): LanguageModel | null {
  if (!config.ai) return null;
  const provider = createOpenAICompatible({
    name: 'cairn-ai',
    baseURL: config.ai.baseUrl,
    ...(config.ai.apiKey ? { apiKey: config.ai.apiKey } : {}),
    supportsStructuredOutputs: true,
  });
  return provider(config.ai.model);
}

type TAsk = {
  system: string;
  messages: ModelMessage[];
  log: FastifyBaseLogger;
  kind: string;
  /** Tools the model may call, a few steps each turn (the chat's). */
  tools?: ToolSet;
  /** Ends the call early (a streamed chat whose reader has gone). */
  signal?: AbortSignal;
};

const toolOptions = (ask: TAsk) =>
  ask.tools ? { tools: ask.tools, stopWhen: isStepCount(CHAT_MAX_STEPS) } : {};

/** Runs one model call with the time limit; any failure becomes the AI-service answer (logged without text). */
async function guarded<T>(ask: TAsk, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const timeout = AbortSignal.timeout(AI_TIMEOUT_MS);
    const result = await run(ask.signal ? AbortSignal.any([timeout, ask.signal]) : timeout);
    ask.log.info({ assistant: ask.kind, ms: Date.now() - started }, 'assistant model call');
    return result;
  } catch (error) {
    const name = error instanceof Error ? error.name : 'unknown';
    ask.log.warn(
      { assistant: ask.kind, ms: Date.now() - started, error: name },
      'assistant model call failed',
    );
    throw aiFailed();
  }
}

/** Asks the model for an object of `schema`; an answer that does not fit is refused, not guessed at. */
export function askForObject<S extends z.ZodType>(
  model: LanguageModel,
  schema: S,
  ask: TAsk,
): Promise<z.output<S>> {
  return guarded(ask, async (abortSignal) => {
    const { output } = await generateText({
      model,
      system: ask.system,
      messages: ask.messages,
      output: Output.object({ schema }),
      maxRetries: 0,
      abortSignal,
      temperature: 0,
    });
    return schema.parse(output);
  });
}

/** Asks the model for a text answer (calling its tools on the way). */
export function askForText(model: LanguageModel, ask: TAsk): Promise<string> {
  return guarded(ask, async (abortSignal) => {
    const { text } = await generateText({
      model,
      system: ask.system,
      messages: ask.messages,
      ...toolOptions(ask),
      maxRetries: 0,
      abortSignal,
    });
    return text;
  });
}

/** Streams the model's text answer piece by piece to `onText` (calling its tools on the way). */
export function streamTextAnswer(model: LanguageModel, ask: TAsk, onText: (piece: string) => void) {
  return guarded(ask, async (abortSignal) => {
    const result = streamText({
      model,
      system: ask.system,
      messages: ask.messages,
      ...toolOptions(ask),
      maxRetries: 0,
      abortSignal,
      // Errors come as parts of the stream below, and become the AI-service answer there.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') onText(part.text);
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw new Error('The model call was aborted');
    }
  });
}
