import type { TMessage } from '@cairn/domain/errors';

/** Wraps a payload in the answer envelope: `{ succeeded: true, messages: [], ...payload }`. */
export function ok<T extends Record<string, unknown>>(payload: T, messages: TMessage[] = []) {
  return { succeeded: true as const, messages, ...payload };
}
