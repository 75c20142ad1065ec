import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { SEAT_WIDTH } from '@cairn/domain/ac/chart-layout';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDots, IconNotes, IconUserShare } from '@tabler/icons-react';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { memo, useState } from 'react';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { SeatRoles } from './seat-roles.tsx';

/** What a seat card needs besides its seat: the chart's actions and state. */
export type TSeatNodeData = {
  seat: TAcSeat;
  canEdit: boolean;
  hasReports: boolean;
  isCollapsed: boolean;
  isHighlighted: boolean;
  /** The chart's card height (roles past 5 lines make every card taller, 001 §9). */
  height: number;
  /** Print mode: the card falls off the pages and will not print. */
  isOffPage: boolean;
  onEdit: (seat: TAcSeat) => void;
  /** Raises an issue about the seat; absent for those who may not add items (observers). */
  onAddIssue?: (seat: TAcSeat) => void;
  onAddBelow: (seat: TAcSeat) => void;
  onInsertAbove: (seat: TAcSeat) => void;
  onAddAssistant: (seat: TAcSeat) => void;
  onRemove: (seat: TAcSeat) => void;
  onNotes: (seat: TAcSeat) => void;
  onToggle: (seat: TAcSeat) => void;
};

/**
 * A seat's menu (002 §2, 001 §9: 160 wide): Edit Seat, Add Issue, Notes, add below, insert above,
 * add assistant, and Remove Seat in red; the top seat hides what does not apply. Only its button is
 * drawn until first used: a chart of 500 seats would otherwise build 500 menus it never opens.
 */
function SeatMenu({ data }: { data: TSeatNodeData }) {
  const { t } = useTranslation();
  const { seat } = data;
  const [isMounted, setMounted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const button = (
    <ActionIcon
      size="sm"
      variant="subtle"
      color="gray"
      aria-label={t('ac.seatMenu.label', { title: seat.title })}
      className="nodrag"
      onClick={
        isMounted
          ? undefined
          : () => {
              setMounted(true);
              setOpen(true);
            }
      }
    >
      <IconDots size={14} aria-hidden />
    </ActionIcon>
  );
  if (!isMounted) return button;
  return (
    <Menu position="bottom-end" withinPortal width={160} opened={isOpen} onChange={setOpen}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => data.onEdit(seat)}>{t('ac.seatMenu.edit')}</Menu.Item>
        {data.onAddIssue ? (
          <Menu.Item onClick={() => data.onAddIssue?.(seat)}>{t('ac.seatMenu.addIssue')}</Menu.Item>
        ) : null}
        <Menu.Item onClick={() => data.onNotes(seat)}>{t('ac.seatMenu.notes')}</Menu.Item>
        <Menu.Item onClick={() => data.onAddBelow(seat)}>{t('ac.seatMenu.addBelow')}</Menu.Item>
        {seat.isRoot ? null : (
          <Menu.Item onClick={() => data.onInsertAbove(seat)}>{t('ac.seatMenu.insertAbove')}</Menu.Item>
        )}
        {seat.isRoot ? null : (
          <Menu.Item onClick={() => data.onAddAssistant(seat)}>{t('ac.seatMenu.addAssistant')}</Menu.Item>
        )}
        {seat.isRoot ? null : (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => data.onRemove(seat)}>
              {t('ac.seatMenu.remove')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A seat on the chart (002 §2): its title in capitals, the holder ('Seat Holder' when vacant),
 * the roles ('Click to enter roles' when none), an LT badge for leadership-team holders, an
 * assistant mark, the menu (Edit Seat, add below, insert above, add assistant, remove) and
 * expand/collapse of its reports. Read-only charts show no menu.
 */
export const SeatNode = memo(function SeatNode({ data }: NodeProps & { data: TSeatNodeData }) {
  const { t } = useTranslation();
  const { seat, canEdit } = data;
  const holder = seat.assignedTo ?? seat.placeholderName;
  return (
    <Paper
      withBorder
      radius="md"
      shadow={data.isHighlighted ? 'md' : 'xs'}
      w={SEAT_WIDTH}
      h={data.height}
      p="sm"
      aria-label={t(data.isOffPage ? 'ac.seatCard.labelOffPage' : 'ac.seatCard.label', { title: seat.title })}
      role="group"
      style={{
        borderColor: data.isOffPage
          ? 'var(--mantine-color-red-6)'
          : data.isHighlighted
            ? 'var(--mantine-primary-color-filled)'
            : undefined,
        borderWidth: data.isHighlighted || data.isOffPage ? 2 : 1,
        borderStyle: data.isOffPage ? 'dashed' : undefined,
      }}
      data-off-page={data.isOffPage || undefined}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} style={{ opacity: 0 }} />
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={6} wrap="nowrap" miw={0}>
            {seat.isAssistant ? <IconUserShare size={14} aria-label={t('ac.seatCard.assistant')} /> : null}
            <Text fw={700} size="sm" tt="uppercase" truncate="end">
              {seat.title}
            </Text>
            {seat.isLT ? (
              <Badge size="xs" variant="filled">
                {t('ac.seatCard.lt')}
              </Badge>
            ) : null}
          </Group>
          {canEdit ? (
            <SeatMenu data={data} />
          ) : seat.notes ? (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={t('ac.seatCard.notesOf', { title: seat.title })}
              className="nodrag"
              onClick={() => data.onNotes(seat)}
            >
              <IconNotes size={14} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        <Group gap={8} wrap="nowrap">
          <PersonAvatar
            person={holder ? { name: holder, avatarUrl: seat.avatarUrl } : null}
            size={24}
            color={holder ? 'brand' : 'gray'}
          />
          <Text size="sm" c={holder ? undefined : 'dimmed'} truncate="end">
            {holder ?? t('ac.seatCard.vacant')}
          </Text>
        </Group>
        <UnstyledButton
          className="nodrag"
          onClick={() => (canEdit ? data.onEdit(seat) : undefined)}
          disabled={!canEdit}
          // A button centres its content; the roles start at the top like the rest of the card.
          style={{
            flex: 1,
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-start',
            cursor: canEdit ? 'pointer' : 'default',
          }}
        >
          {seat.roles.length ? (
            <SeatRoles roles={seat.roles} />
          ) : (
            <Text size="xs" c="dimmed">
              {canEdit ? t('ac.seatCard.enterRoles') : t('ac.seatCard.noRoles')}
            </Text>
          )}
        </UnstyledButton>
        {data.hasReports ? (
          <Group justify="center">
            <ActionIcon
              size="xs"
              variant="light"
              className="nodrag"
              onClick={() => data.onToggle(seat)}
              aria-label={t(data.isCollapsed ? 'ac.seatCard.expand' : 'ac.seatCard.collapse', {
                title: seat.title,
              })}
            >
              {data.isCollapsed ? (
                <IconChevronDown size={12} aria-hidden />
              ) : (
                <IconChevronUp size={12} aria-hidden />
              )}
            </ActionIcon>
          </Group>
        ) : null}
      </Stack>
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={{ opacity: 0 }} />
    </Paper>
  );
});
