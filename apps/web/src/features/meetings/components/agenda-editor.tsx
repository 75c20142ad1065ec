import { AGENDA_ITEMS_MAX } from '@cairn/domain/meetings/meetings.constants';
import { Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useId, useRef, useState } from 'react';
import { PlainList } from '../../../components/plain-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AgendaRow } from './agenda-row.tsx';
import { newAgendaKey, type TMeetingFormValues, totalMinutes } from './meeting-form-values.ts';
import { errorsUnder, isSameValue } from './section-memo.ts';
import '../texts.ts';

const NEW_SECTION_MINUTES = 5;

/** After a render, focuses the element that matches (a moved row's button, a new row's name). */
function focusSoon(selector: string, fallback?: string) {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(selector);
    const element =
      target && !target.hasAttribute('disabled')
        ? target
        : fallback
          ? document.querySelector<HTMLElement>(fallback)
          : null;
    element?.focus();
  });
}

/**
 * The agenda editor: sections in order with their minutes and the total. Sections are added,
 * removed, renamed and reordered with the up and down buttons (keyboard) or by dragging.
 */
function AgendaEditorSection({ form }: { form: UseFormReturnType<TMeetingFormValues> }) {
  const { t } = useTranslation();
  const items = form.values.agenda.items;
  const labelId = useId();
  const [grabbedKey, setGrabbedKey] = useState<string | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const total = totalMinutes(items);
  const listError = form.errors['agenda.items'] ?? form.errors.agenda;

  // Rows are memoised, so their handlers stay the same and read the latest agenda from here.
  const latest = useRef({ form, items, dragIndex, t });
  latest.current = { form, items, dragIndex, t };

  const move = useCallback((from: number, to: number) => {
    const current = latest.current.items;
    if (to < 0 || to >= current.length || from === to) return;
    latest.current.form.reorderListItem('agenda.items', { from, to });
    const { t: read } = latest.current;
    const name = current[from]?.name.trim() || read('meeting.agenda.section');
    setAnnouncement(read('meeting.agenda.moved', { name, position: to + 1, total: current.length }));
  }, []);

  const handleMove = useCallback(
    (from: number, to: number, control: 'up' | 'down') => {
      const key = latest.current.items[from]?.key;
      move(from, to);
      const other = control === 'up' ? 'down' : 'up';
      focusSoon(`[data-move="${control}"][data-key="${key}"]`, `[data-move="${other}"][data-key="${key}"]`);
    },
    [move],
  );

  const handleRemove = useCallback((index: number) => {
    const removed = latest.current.items[index];
    latest.current.form.removeListItem('agenda.items', index);
    const { t: read } = latest.current;
    setAnnouncement(
      read('meeting.agenda.removed', { name: removed?.name.trim() || read('meeting.agenda.section') }),
    );
  }, []);

  const handleAdd = () => {
    const key = newAgendaKey();
    form.insertListItem('agenda.items', { key, name: '', lengthInMinutes: NEW_SECTION_MINUTES });
    focusSoon(`[data-agenda-name="${key}"]`);
  };

  const handleDragEnd = useCallback(() => {
    setDragIndex(null);
    setOverIndex(null);
    setGrabbedKey(null);
  }, []);

  const handleDrop = useCallback(
    (index: number) => {
      const from = latest.current.dragIndex;
      if (from !== null) move(from, index);
      handleDragEnd();
    },
    [move, handleDragEnd],
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Input.Label id={labelId} required>
          {t('meeting.agenda.title')}
        </Input.Label>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="agenda-total">
          {t('meeting.agenda.editorTotal', { count: total })}
        </Text>
      </Group>
      <PlainList ordered gap={6} aria-labelledby={labelId}>
        {items.map((item, index) => (
          <AgendaRow
            key={item.key}
            form={form}
            item={item}
            index={index}
            count={items.length}
            isDraggable={grabbedKey === item.key}
            isDragged={dragIndex === index}
            isDropTarget={overIndex === index && dragIndex !== null && dragIndex !== index}
            onMove={handleMove}
            onRemove={handleRemove}
            onGrab={setGrabbedKey}
            onDragStart={setDragIndex}
            onDragOver={setOverIndex}
            onDrop={handleDrop}
            onDragEnd={handleDragEnd}
          />
        ))}
      </PlainList>
      {listError ? <Input.Error role="alert">{listError}</Input.Error> : null}
      <Group justify="space-between" gap="xs">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={handleAdd}
          disabled={items.length >= AGENDA_ITEMS_MAX}
        >
          {t('meeting.agenda.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('meeting.agenda.sectionCount', { used: items.length, max: AGENDA_ITEMS_MAX })}
        </Text>
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}

/** The agenda editor of the meeting form, re-rendered only when the agenda or its messages change. */
export const AgendaEditor = memo(
  AgendaEditorSection,
  (before, after) =>
    isSameValue(before.form.values.agenda, after.form.values.agenda) &&
    errorsUnder(before.form.errors, 'agenda') === errorsUnder(after.form.errors, 'agenda'),
);
