import type { TAssistantItemType } from '@cairn/domain/assistant/assistant.constants';
import { ASSISTANT_TEXTS } from '@cairn/domain/assistant/assistant.constants';
import type { TInterpretAnswer } from '@cairn/domain/assistant/assistant.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { messageText } from '../../../lib/i18n/messages.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { createItem, ITEM_KIND, interpret } from '../api/assistant-calls.ts';
import '../texts.ts';
import { TYPE_CHOICES } from './assistant-texts.ts';

/** One line of the conversation; a created item carries what its Edit action opens. */
export type TConversationLine = {
  id: number;
  from: 'user' | 'assistant';
  text: string;
  edit?: { kind: (typeof ITEM_KIND)[TAssistantItemType]; id: string };
};

type TDraft = Omit<TInterpretAnswer, 'succeeded' | 'messages'>;

/** What the panel waits for: nothing, a type button, or a meeting from the list. */
type TAsk = 'none' | 'type' | 'meeting';

const errorText = (prefix: string, error: unknown) =>
  `${messageText(prefix)} ${error instanceof Error ? error.message : String(error)}`;

/**
 * The voice assistant's flow (001 §4): a sentence is interpreted; without a title the assistant
 * says so; a missing type or meeting is asked for (type buttons, meeting list); with title,
 * type and meeting the item is made with its usual create call and a success line offers Edit.
 */
export function useVoiceFlow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<TConversationLine[]>([]);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const say = useCallback((line: Omit<TConversationLine, 'id'>) => {
    setLines((current) => [...current, { ...line, id: (current.at(-1)?.id ?? 0) + 1 }]);
  }, []);

  const complete = useCallback(
    async (next: TDraft) => {
      if (!next.title || !next.type || !next.tractionId) {
        setDraft(next.title ? next : null);
        return;
      }
      setDraft(null);
      const { type, title, tractionId } = next;
      try {
        const id = await createItem({
          type,
          title,
          tractionId,
          dueDate: next.dueDate,
          ownerIds: next.ownerIds,
        });
        const kind = ITEM_KIND[type];
        await queryClient.invalidateQueries({ queryKey: [kind] });
        const nameKey = TYPE_CHOICES.find((choice) => choice.type === type)?.nameKey;
        const name = nameKey ? t(nameKey) : type;
        say({
          from: 'assistant',
          text: t('assistant.ask.created', { kind: name, title }),
          edit: { kind, id },
        });
      } catch (error) {
        say({ from: 'assistant', text: errorText(ASSISTANT_TEXTS.createFailed, error) });
      }
    },
    [queryClient, say, t],
  );

  const run = useCallback(async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } finally {
      setIsBusy(false);
    }
  }, []);

  /** Processes a sentence: the answer's prompts become the assistant's lines. */
  const process = useCallback(
    (text: string) =>
      run(async () => {
        const sentence = text.trim();
        if (!sentence) return;
        say({ from: 'user', text: sentence });
        try {
          const { succeeded: _s, messages, ...next } = await interpret({ text: sentence });
          for (const message of messages) say({ from: 'assistant', text: message.text });
          await complete(next);
        } catch (error) {
          setDraft(null);
          say({ from: 'assistant', text: errorText(ASSISTANT_TEXTS.processingFailed, error) });
        }
      }),
    [complete, run, say],
  );

  const chooseType = useCallback(
    (type: TAssistantItemType) => draft && run(() => complete({ ...draft, type })),
    [complete, draft, run],
  );
  const chooseMeeting = useCallback(
    (tractionId: string) => draft && run(() => complete({ ...draft, tractionId })),
    [complete, draft, run],
  );

  const ask: TAsk = !draft ? 'none' : !draft.type ? 'type' : !draft.tractionId ? 'meeting' : 'none';
  return { lines, ask, isBusy, process, chooseType, chooseMeeting };
}
