import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import type { TRockStatus } from '@cairn/domain/rocks/rocks.constants';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { Group, Table } from '@mantine/core';
import { IconCircleMinus } from '@tabler/icons-react';
import { editAction, ItemRowMenu } from '../../../components/item-list/item-row-menu.tsx';
import { ItemTitle, NEW_ROW_BACKGROUND } from '../../../components/item-list/item-title.tsx';
import { OwnerDateCells } from '../../../components/item-list/owner-date-cells.tsx';
import { useRowExtraActions } from '../../../components/item-list/row-extra-actions.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIsNew } from '../../../lib/live/recently-added.ts';
import { formatDueDate } from '../../todos/index.ts';
import { isInChain, RockChainButton } from './rock-chain-button.tsx';
import { ROCK_TYPE_KEYS } from './rock-options.ts';
import { RockStatusSelect } from './rock-status-select.tsx';
import { useRockTexts } from './use-rock-texts.ts';

/** What a row can ask its list to do with its rock. */
type TRockRowActions = {
  onStatusChange: (rock: TRock, status: TRockStatus) => void;
  onEdit: (rock: TRock) => void;
  /** Takes the rock off the list's meeting (only in a meeting's list). */
  onRemoveFromMeeting?: (rock: TRock) => void;
};

type TProps = TRockRowActions & {
  rock: TRock;
  owner: TPerson | undefined;
  /** False for observers: read-only status, no menu, and the title does not open the editor. */
  canChange: boolean;
  isSavingStatus: boolean;
};

/**
 * One rock of a list: inline status (the six statuses, saved with the version shown), the title
 * (opens Edit Rock; 'New' when it arrived live) with its delegation mark, type, owner and due
 * date, and the row's menu (Edit; in a meeting's list, take it off that meeting unless it is the
 * rock's only one).
 */
export function RockRow({ rock, owner, canChange, isSavingStatus, ...actions }: TProps) {
  const { t } = useTranslation();
  const texts = useRockTexts();
  const isNew = useIsNew('rock', rock.id);
  const extras = useRowExtraActions('rock', rock);
  const { onRemoveFromMeeting } = actions;
  const canLeaveMeeting = Boolean(onRemoveFromMeeting) && rock.tractionIds.length > 1;
  const title = (
    <ItemTitle title={rock.title} isNew={isNew} onEdit={canChange ? () => actions.onEdit(rock) : undefined} />
  );
  return (
    <Table.Tr data-new={isNew || undefined} bg={isNew ? NEW_ROW_BACKGROUND : undefined}>
      <Table.Td w={136}>
        <RockStatusSelect
          rock={rock}
          canChange={canChange}
          isSaving={isSavingStatus}
          onChange={actions.onStatusChange}
        />
      </Table.Td>
      {/* The title's group only around a delegation mark, the type as the cell's own text: fewer elements a row (issue 38). */}
      <Table.Td data-cell="title">
        {isInChain(rock) ? (
          <Group gap="xs" wrap="wrap">
            {title}
            <RockChainButton rock={rock} />
          </Group>
        ) : (
          title
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm" fz="sm">
        {t(ROCK_TYPE_KEYS[rock.type])}
      </Table.Td>
      <OwnerDateCells owner={owner} date={formatDueDate(rock.dueDate)} />
      {canChange ? (
        <ItemRowMenu
          title={rock.title}
          actions={[
            editAction(t, () => actions.onEdit(rock)),
            canLeaveMeeting && onRemoveFromMeeting
              ? {
                  label: texts.removeFromMeeting,
                  icon: <IconCircleMinus size={16} aria-hidden />,
                  onClick: () => onRemoveFromMeeting(rock),
                }
              : null,
            ...extras,
          ]}
        />
      ) : null}
    </Table.Tr>
  );
}
