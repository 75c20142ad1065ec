import { ASSISTANT_TEXT_MAX } from '@cairn/domain/assistant/assistant.constants';
import { ActionIcon, Badge, Button, Drawer, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useEditItem } from '../../../components/item-popup/edit-item-param.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAssistantStatus } from '../api/assistant-calls.ts';
import '../texts.ts';
import { TYPE_CHOICES } from './assistant-texts.ts';
import { useSpeech } from './use-speech.ts';
import { type TConversationLine, useVoiceFlow } from './use-voice-flow.ts';

/** 002 §9: the AI panel is 30.375rem wide. */
const AI_PANEL_WIDTH = '30.375rem';

function Line({
  line,
  onEdit,
}: {
  line: TConversationLine;
  onEdit: (edit: NonNullable<TConversationLine['edit']>) => void;
}) {
  const { t } = useTranslation();
  const isUser = line.from === 'user';
  return (
    <Paper
      p="xs"
      radius="md"
      withBorder={!isUser}
      bg={isUser ? 'var(--mantine-color-blue-light)' : undefined}
      style={{ alignSelf: isUser ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
    >
      {/* Dimmed grey is too faint on the blue of the person's own lines (WCAG AA). */}
      <Text size="xs" c={isUser ? undefined : 'dimmed'} fw={isUser ? 600 : undefined}>
        {isUser ? t('assistant.ask.you') : t('assistant.ask.assistant')}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {line.text}
      </Text>
      {line.edit ? (
        <Button size="compact-xs" variant="subtle" mt={4} onClick={() => line.edit && onEdit(line.edit)}>
          {t('assistant.ask.edit')}
        </Button>
      ) : null}
    </Paper>
  );
}

/**
 * The voice assistant's side panel (001 §2, §4; 002 §9): microphone, text box, the
 * conversation, and when asked the type buttons or the meeting list. Closes on Escape.
 */
export function AskAiPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const flow = useVoiceFlow();
  const [text, setText] = useState('');
  const speech = useSpeech((heard) => void flow.process(heard));
  const status = useAssistantStatus();
  const meetings = useMyMeetings(isOpen && flow.ask === 'meeting');
  const editing = useEditItem();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || flow.isBusy) return;
    void flow.process(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };
  const state = speech.isListening
    ? t('assistant.ask.listening')
    : flow.isBusy
      ? t('assistant.ask.processing')
      : null;

  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      position="right"
      size={AI_PANEL_WIDTH}
      closeOnEscape
      title={
        <Group gap="xs">
          <Text fw={600}>{t('assistant.ask.title')}</Text>
          <Badge size="xs" variant="light">
            {t('assistant.ask.beta')}
          </Badge>
        </Group>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('assistant.ask.intro')}
        </Text>
        {status.data ? (
          <Text size="xs" c="dimmed">
            {status.data.hasModel ? t('assistant.ask.withModel') : t('assistant.ask.builtIn')}
          </Text>
        ) : null}
        <Stack gap="xs" role="log" aria-label={t('assistant.ask.conversation')} aria-live="polite">
          {flow.lines.map((line) => (
            <Line key={line.id} line={line} onEdit={(edit) => editing.open(edit.kind, edit.id)} />
          ))}
        </Stack>
        {flow.ask === 'type' ? (
          <Group gap="xs" role="group" aria-label={t('assistant.ask.chooseType')}>
            {TYPE_CHOICES.map((choice) => (
              <Button
                key={choice.type}
                size="xs"
                variant="light"
                onClick={() => flow.chooseType(choice.type)}
              >
                {t(choice.labelKey)}
              </Button>
            ))}
          </Group>
        ) : null}
        {flow.ask === 'meeting' ? (
          <Stack gap={4} role="group" aria-label={t('assistant.ask.chooseMeeting')}>
            {(meetings.data ?? []).map((meeting) => (
              <Button
                key={meeting.id}
                size="xs"
                variant="default"
                justify="flex-start"
                onClick={() => flow.chooseMeeting(meeting.id)}
              >
                {meeting.title}
              </Button>
            ))}
          </Stack>
        ) : null}
        {state ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {state} {speech.isListening ? speech.transcript : ''}
          </Text>
        ) : null}
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Textarea
              label={t('assistant.ask.inputLabel')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              maxLength={ASSISTANT_TEXT_MAX}
              rows={2}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Stack gap={4}>
              {speech.isSupported ? (
                <ActionIcon
                  size="lg"
                  variant={speech.isListening ? 'filled' : 'light'}
                  color={speech.isListening ? 'red' : undefined}
                  aria-label={
                    speech.isListening ? t('assistant.ask.stopListening') : t('assistant.ask.listen')
                  }
                  onClick={speech.isListening ? speech.stop : speech.start}
                >
                  {speech.isListening ? <IconPlayerStopFilled size={18} /> : <IconMicrophone size={18} />}
                </ActionIcon>
              ) : null}
              <ActionIcon
                type="submit"
                size="lg"
                aria-label={t('assistant.ask.send')}
                disabled={!text.trim() || flow.isBusy}
              >
                <IconSend size={18} />
              </ActionIcon>
            </Stack>
          </Group>
        </form>
        {speech.isSupported ? null : (
          <Text size="xs" c="dimmed">
            {t('assistant.ask.noSpeech')}
          </Text>
        )}
      </Stack>
    </Drawer>
  );
}
