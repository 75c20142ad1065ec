import { ASSISTANT_TEXTS, CHAT_THREAD_MAX } from '@cairn/domain/assistant/assistant.constants';
import type { TChatAction, TChatMessage } from '@cairn/domain/assistant/assistant.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { messageText } from '../../../lib/i18n/messages.ts';
import { createItem, ITEM_KIND, streamChat } from '../api/assistant-calls.ts';

/** Where a proposed item stands: waiting for the person, being made, made, or set aside. */
type TActionState = 'proposed' | 'saving' | 'created' | 'dismissed' | 'failed';

/** One message of the chat (001 §3: user, system, action; and the assistant's answers). */
export type TChatLine = {
  id: number;
  role: 'user' | 'assistant' | 'system' | 'action';
  content: string;
  /** The answer is still streaming in. */
  isStreaming?: boolean;
  action?: TChatAction;
  actionState?: TActionState;
  /** The item made when the action was confirmed: what its Edit opens. */
  created?: { kind: (typeof ITEM_KIND)[TChatAction['type']]; id: string };
};

let lastLineId = 0;
/** A line with a fresh id (ids only key the list; one counter serves every chat). */
const lineOf = (line: Omit<TChatLine, 'id'>): TChatLine => ({ ...line, id: ++lastLineId });

const failureText = (error: unknown) =>
  isApiError(error) && error.status !== 0 ? error.message : messageText(ASSISTANT_TEXTS.aiServiceFailed);

/**
 * The "Let's Chat" conversation (001 §2-§3, §7): each prompt goes with the thread so far and the
 * answer streams in; an `action` the model proposes waits for the person to confirm it, which
 * makes the item with its usual create call (so every rule and permission of that call holds).
 */
export function useChat() {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<TChatLine[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const update = useCallback((id: number, change: (line: TChatLine) => TChatLine | TChatLine[]) => {
    setLines((current) => current.flatMap((line) => (line.id === id ? change(line) : [line])));
  }, []);

  const send = useCallback(
    async (text: string) => {
      const prompt = text.trim();
      if (!prompt || isBusy) return;
      // Only the turns of the person and the assistant are the thread the model reads.
      const thread = linesRef.current
        .filter((line) => line.role === 'user' || line.role === 'assistant')
        .map((line) => ({ role: line.role, content: line.content }))
        .slice(-CHAT_THREAD_MAX);
      const answer = lineOf({ role: 'assistant', content: '', isStreaming: true });
      setLines((current) => [...current, lineOf({ role: 'user', content: prompt }), answer]);
      setIsBusy(true);
      const toLines = (messages: TChatMessage[]) =>
        messages.map((m) =>
          lineOf({
            role: m.role === 'action' ? 'action' : 'assistant',
            content: m.content,
            action: m.action,
            actionState: m.action ? 'proposed' : undefined,
          }),
        );
      try {
        await streamChat(
          { prompt, thread },
          {
            onText: (piece) => update(answer.id, (line) => ({ ...line, content: line.content + piece })),
            onDone: (messages) => update(answer.id, () => toLines(messages)),
            onFailed: (messages) =>
              update(answer.id, () =>
                lineOf({
                  role: 'system',
                  content: messages[0]?.text ?? messageText(ASSISTANT_TEXTS.aiServiceFailed),
                }),
              ),
          },
        );
      } catch (error) {
        update(answer.id, () => lineOf({ role: 'system', content: failureText(error) }));
      } finally {
        setIsBusy(false);
      }
    },
    [isBusy, update],
  );

  const confirm = useCallback(
    async (line: TChatLine) => {
      const { action } = line;
      if (!action || line.actionState !== 'proposed') return;
      update(line.id, (current) => ({ ...current, actionState: 'saving' }));
      try {
        const id = await createItem(action);
        const kind = ITEM_KIND[action.type];
        update(line.id, (current) => ({ ...current, actionState: 'created', created: { kind, id } }));
        await queryClient.invalidateQueries({ queryKey: [kind] });
      } catch (error) {
        update(line.id, (current) => ({ ...current, actionState: 'failed' }));
        setLines((current) => [
          ...current,
          lineOf({
            role: 'system',
            content: `${messageText(ASSISTANT_TEXTS.createFailed)} ${failureText(error)}`,
          }),
        ]);
      }
    },
    [queryClient, update],
  );

  const dismiss = useCallback(
    (line: TChatLine) => update(line.id, (current) => ({ ...current, actionState: 'dismissed' })),
    [update],
  );

  return { lines, isBusy, send, confirm, dismiss };
}
