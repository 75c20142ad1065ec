import {
  AGENDA_ITEM_NAME_MAX_LENGTH,
  AGENDA_MINUTES_MAX,
  AGENDA_MINUTES_MIN,
} from '@cairn/domain/meetings/meetings.constants';
import { ActionIcon, Group, NumberInput, Paper, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type DragEvent, memo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { MINUTES_STEP } from '../utils/schedule.ts';
import type { TAgendaFormItem, TMeetingFormValues } from './meeting-form-values.ts';
import { errorsUnder, isSameValue } from './section-memo.ts';
import '../texts.ts';

export type TAgendaRowProps = {
  form: UseFormReturnType<TMeetingFormValues>;
  item: TAgendaFormItem;
  index: number;
  count: number;
  /** True while this row is dragged; another row it hovers shows the drop line. */
  isDragged: boolean;
  isDropTarget: boolean;
  isDraggable: boolean;
  onMove: (from: number, to: number, control: 'up' | 'down') => void;
  onRemove: (index: number) => void;
  onGrab: (key: string | null) => void;
  onDragStart: (index: number) => void;
  onDragOver: (index: number) => void;
  onDrop: (index: number) => void;
  onDragEnd: () => void;
};

/**
 * One agenda section: its name and minutes, move up and down buttons (the keyboard way to
 * reorder), a drag handle (the pointer way) and remove.
 */
function AgendaRowView({
  form,
  item,
  index,
  count,
  isDragged,
  isDropTarget,
  isDraggable,
  onMove,
  onRemove,
  onGrab,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
}: TAgendaRowProps) {
  const { t } = useTranslation();
  const label = item.name.trim() || t('meeting.agenda.sectionNumber', { number: index + 1 });
  const path = `agenda.items.${index}` as const;

  const handleDragStart = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', item.key);
    onDragStart(index);
  };
  const handleDragOver = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    onDragOver(index);
  };
  const handleDrop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    onDrop(index);
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="xs"
      draggable={isDraggable}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDrop={handleDrop}
      onDragEnd={onDragEnd}
      style={{
        opacity: isDragged ? 0.5 : 1,
        boxShadow: isDropTarget ? 'inset 0 3px 0 var(--mantine-primary-color-filled)' : undefined,
      }}
      data-testid="agenda-row"
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <div
          aria-hidden
          title={t('meeting.agenda.drag')}
          onPointerDown={() => onGrab(item.key)}
          onPointerUp={() => onGrab(null)}
          style={{ cursor: 'grab', paddingTop: 8, color: 'var(--mantine-color-dimmed)', touchAction: 'none' }}
        >
          <IconGripVertical size={18} />
        </div>
        <Group gap="xs" align="flex-start" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            {...form.getInputProps(`${path}.name`)}
            aria-label={t('meeting.agenda.nameOf', { number: index + 1 })}
            placeholder={t('meeting.agenda.namePlaceholder')}
            maxLength={AGENDA_ITEM_NAME_MAX_LENGTH}
            style={{ flex: '1 1 11rem', minWidth: 0 }}
            data-agenda-name={item.key}
          />
          <Group gap={4} wrap="nowrap" align="flex-start">
            <NumberInput
              {...form.getInputProps(`${path}.lengthInMinutes`)}
              aria-label={t('meeting.agenda.minutesOf', { label })}
              min={AGENDA_MINUTES_MIN}
              max={AGENDA_MINUTES_MAX}
              step={MINUTES_STEP}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="blur"
              rightSection={<span style={{ fontSize: 12, paddingRight: 4 }}>{t('meeting.agenda.min')}</span>}
              rightSectionWidth={36}
              hideControls
              w={88}
            />
            <Tooltip label={t('meeting.agenda.moveUp')} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={t('meeting.agenda.moveUpNamed', { label })}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1, 'up')}
                data-move="up"
                data-key={item.key}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('meeting.agenda.moveDown')} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={t('meeting.agenda.moveDownNamed', { label })}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1, 'down')}
                data-move="down"
                data-key={item.key}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('meeting.agenda.remove')} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={t('meeting.agenda.removeNamed', { label })}
                disabled={count <= 1}
                onClick={() => onRemove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}

/** One agenda row, re-rendered only when its section, place, drag state or messages change. */
export const AgendaRow = memo(AgendaRowView, (before, after) => {
  const path = `agenda.items.${after.index}`;
  return (
    isSameValue(before.item, after.item) &&
    before.index === after.index &&
    before.count === after.count &&
    before.isDragged === after.isDragged &&
    before.isDropTarget === after.isDropTarget &&
    before.isDraggable === after.isDraggable &&
    errorsUnder(before.form.errors, path) === errorsUnder(after.form.errors, path)
  );
});
