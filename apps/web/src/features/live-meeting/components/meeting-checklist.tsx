import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { AddRowInput } from '../../../components/add-row-input.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { type TChecklistItem, useMeetingChecklist, useSaveChecklist } from '../api/meeting-checklist-api.ts';
import '../texts.ts';

/** The server's limit (docs/api-live-meeting.md): said before the call rather than after it. */
const MAX_ITEMS = 20;

/**
 * The meeting checklist (002 §7) before the meeting starts: what should be ready (numbers in,
 * rocks updated...). Anyone who may change the meeting's content ticks, adds and removes items;
 * everyone sees the same list live; it is unticked when the meeting ends.
 */
export function MeetingChecklist({
  meetingThreadId,
  canEdit,
}: {
  meetingThreadId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const checklist = useMeetingChecklist(meetingThreadId);
  const save = useSaveChecklist(meetingThreadId);
  const [addError, setAddError] = useState<string | undefined>();
  // What was just ticked, added or removed shows at the click; the saved list (or, refused, the old one) after.
  const [shown, setShown] = useState<TChecklistItem[] | null>(null);
  const list = checklist.data;
  const items = shown ?? list?.items ?? [];
  const doneCount = items.filter((item) => item.done).length;
  const isBusy = save.isPending || checklist.isFetching;

  const write = async (next: TChecklistItem[]) => {
    if (!list) return false;
    setShown(next);
    try {
      await save.mutateAsync({ items: next, version: list.version });
      return true;
    } catch {
      return false;
    } finally {
      setShown(null);
    }
  };
  const add = async (text: string) => {
    if (items.length >= MAX_ITEMS) {
      setAddError(t('live.checklist.tooMany', { count: MAX_ITEMS }));
      return false;
    }
    setAddError(undefined);
    return write([...items, { id: crypto.randomUUID(), text, done: false }]);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('live.checklist.title')}
          </Title>
          {items.length > 0 ? (
            <Badge variant="light" color={doneCount === items.length ? 'teal' : 'gray'}>
              {t('live.checklist.progress', { done: doneCount, count: items.length })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('live.checklist.hint')}
        </Text>
        {checklist.isPending ? (
          <Stack gap="xs" aria-label={t('live.checklist.loading')}>
            <Skeleton height={20} />
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        ) : items.length === 0 ? (
          <Text size="sm">{t('live.checklist.empty')}</Text>
        ) : (
          <PlainList gap="xs" aria-labelledby={titleId}>
            {items.map((item) => (
              <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  label={item.text}
                  checked={item.done}
                  disabled={!canEdit || isBusy}
                  onChange={(event) => {
                    const done = event.currentTarget.checked;
                    void write(items.map((other) => (other.id === item.id ? { ...other, done } : other)));
                  }}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
                {canEdit ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('live.checklist.remove', { text: item.text })}
                    disabled={isBusy}
                    onClick={() => void write(items.filter((other) => other.id !== item.id))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
          </PlainList>
        )}
        {canEdit && list ? (
          <>
            <AddRowInput
              label={t('live.checklist.newItem')}
              placeholder={t('live.checklist.placeholder')}
              buttonLabel={t('live.checklist.add')}
              maxLength={200}
              error={addError}
              onAdd={add}
            />
            {doneCount > 0 ? (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setShown(items.map((item) => ({ ...item, done: false })));
                    save.mutate('reset', { onSettled: () => setShown(null) });
                  }}
                  disabled={isBusy}
                >
                  {t('live.checklist.untickAll')}
                </Button>
              </Group>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
