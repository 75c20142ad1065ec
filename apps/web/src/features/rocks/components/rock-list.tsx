import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { ItemTable, type TEmptyList } from '../../../components/item-list/item-table.tsx';
import { useEditItem } from '../../../components/item-popup/edit-item-param.ts';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { useRemoveRocksInMeeting } from '../api/remove-rocks-in-meeting.ts';
import { useSetRockStatus } from '../api/set-rock-status.ts';
import { RockRow } from './rock-row.tsx';
import { useRockTexts } from './use-rock-texts.ts';

/** Props of a rock list. */
export type TRockListProps = {
  rocks: readonly TRock[];
  isPending: boolean;
  /** False for observers: no status change, no editing, no menu. */
  canChange: boolean;
  /** The meeting the list shows; its rows then offer to take a rock off it. */
  tractionId?: string;
  /** What the list says when it is empty: what to do next. */
  empty: TEmptyList;
};

/**
 * A list of rocks (the meeting overview): inline status with the version it shows, title with
 * the delegation mark, type, owner and due date; the title or the row menu opens Edit Rock.
 */
export function RockList({ rocks, isPending, canChange, tractionId, empty }: TRockListProps) {
  const texts = useRockTexts();
  const people = usePeopleOfOrg();
  const editing = useEditItem();
  const status = useSetRockStatus();
  const removeInMeeting = useRemoveRocksInMeeting(tractionId ?? '');

  return (
    <ItemTable
      label={texts.list}
      columns={[
        { label: texts.status, width: 136 },
        { label: texts.title },
        { label: texts.type, isWideOnly: true },
        { label: texts.owner },
        { label: texts.due },
        canChange ? { label: texts.actions, width: 48, isHidden: true } : null,
      ]}
      isPending={isPending}
      empty={empty}
      rows={rocks}
      renderRow={(rock) => (
        <RockRow
          key={rock.id}
          rock={rock}
          owner={rock.ownerId ? people.byId.get(rock.ownerId) : undefined}
          canChange={canChange}
          isSavingStatus={status.isPending && status.variables?.rock.id === rock.id}
          onStatusChange={(item, value) => status.mutate({ rock: item, value })}
          onEdit={(item) => editing.open('rock', item.id)}
          onRemoveFromMeeting={tractionId ? (item) => removeInMeeting.mutate([item.id]) : undefined}
        />
      )}
    />
  );
}
