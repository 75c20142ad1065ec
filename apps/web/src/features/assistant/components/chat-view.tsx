import { ASSISTANT_TEXT_MAX } from '@cairn/domain/assistant/assistant.constants';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useEditItem } from '../../../components/item-popup/edit-item-param.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { type TChatLine, useChat } from './use-chat.ts';
import '../texts.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';

/** A proposed item: what it is, and Add it / Not now until the person decides (then the outcome). */
function ActionCard({ line, chat }: { line: TChatLine; chat: ReturnType<typeof useChat> }) {
  const { t } = useTranslation();
  const editing = useEditItem();
  const state = line.actionState;
  return (
    <Paper p="sm" radius="md" withBorder style={{ borderColor: 'var(--mantine-color-grape-4)' }}>
      <Badge size="xs" variant="light" color="grape" mb={6}>
        {t('assistant.chat.proposal')}
      </Badge>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {line.content}
      </Text>
      {state === 'proposed' || state === 'saving' ? (
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" loading={state === 'saving'} onClick={() => void chat.confirm(line)}>
            {t('assistant.chat.confirm')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            disabled={state === 'saving'}
            onClick={() => chat.dismiss(line)}
          >
            {t('assistant.chat.dismiss')}
          </Button>
        </Group>
      ) : null}
      {state === 'created' && line.created ? (
        <Group gap="xs" mt="xs">
          <Text size="sm" c="teal.8" fw={600}>
            <IconCheck size={14} aria-hidden /> {t('assistant.chat.created')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => line.created && editing.open(line.created.kind, line.created.id)}
          >
            {t('assistant.chat.edit')}
          </Button>
        </Group>
      ) : null}
      {state === 'dismissed' ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('assistant.chat.dismissed')}
        </Text>
      ) : null}
    </Paper>
  );
}

function Line({ line, chat }: { line: TChatLine; chat: ReturnType<typeof useChat> }) {
  const { t } = useTranslation();
  if (line.role === 'action') return <ActionCard line={line} chat={chat} />;
  const isUser = line.role === 'user';
  const isError = line.role === 'system';
  return (
    <Paper
      p="xs"
      radius="md"
      withBorder={!isUser}
      bg={isUser ? 'var(--mantine-color-blue-light)' : isError ? 'var(--mantine-color-red-light)' : undefined}
      style={{ alignSelf: isUser ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
    >
      <Text size="xs" c={isUser ? undefined : 'dimmed'} fw={isUser ? 600 : undefined}>
        {isUser ? t('assistant.chat.you') : t('assistant.chat.assistant')}
      </Text>
      {line.isStreaming && !line.content ? (
        <Group gap={6}>
          <Loader size="xs" type="dots" />
          <Text size="sm" c="dimmed">
            {t('assistant.chat.thinking')}
          </Text>
        </Group>
      ) : (
        // The answer is plain text (the server strips markup); shown as text, never as HTML.
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          role={isError ? 'alert' : undefined}
        >
          {line.content}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The "Let's Chat" conversation (001 §2, §5): the message list, and the prompt box under it. The
 * prompt is required: Enter sends only when it holds text (Shift+Enter is a new line).
 */
export function ChatView() {
  const { t } = useTranslation();
  const chat = useChat();
  const [prompt, setPrompt] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const lastLine = chat.lines.at(-1);
  // On a phone the popup is the whole screen: the prompt sits at its foot, the messages above.
  const isPhone = useIsPhone();

  // Follow the conversation as messages arrive and the answer streams in.
  useEffect(() => {
    const box = viewport.current;
    if (box && lastLine) box.scrollTop = box.scrollHeight;
  }, [lastLine]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!prompt.trim() || chat.isBusy) return;
    void chat.send(prompt);
    setPrompt('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter never adds a line; it sends only when there is something to send.
    event.preventDefault();
    submit();
  };

  return (
    <Stack gap="sm" justify="space-between" mih={isPhone ? 'calc(100dvh - 5.5rem)' : undefined}>
      <ScrollArea.Autosize
        mah={isPhone ? 'calc(100dvh - 12rem)' : 'min(55dvh, 32rem)'}
        viewportRef={viewport}
      >
        <Stack gap="xs" role="log" aria-label={t('assistant.chat.messages')} aria-live="polite" pr="xs">
          {chat.lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('assistant.chat.intro')}
            </Text>
          ) : (
            chat.lines.map((line) => <Line key={line.id} line={line} chat={chat} />)
          )}
        </Stack>
      </ScrollArea.Autosize>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            label={t('assistant.chat.promptLabel')}
            placeholder={t('assistant.chat.promptPlaceholder')}
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={ASSISTANT_TEXT_MAX}
            rows={2}
            style={{ flex: 1 }}
            data-autofocus
          />
          <ActionIcon
            type="submit"
            size={36}
            aria-label={t('assistant.chat.send')}
            disabled={!prompt.trim() || chat.isBusy}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </form>
    </Stack>
  );
}
