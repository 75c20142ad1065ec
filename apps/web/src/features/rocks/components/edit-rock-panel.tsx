import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import { EditItemPanel } from '../../../components/item-popup/edit-item-panel.tsx';
import { rockQueryOptions } from '../api/get-rock.ts';
import { EditRockForm } from './edit-rock-form.tsx';
import { ROCK_UI_TEXTS } from './rock-texts.ts';

/**
 * Edit Rock (000 §2.4): loads the rock and shows its form; closes with "This rock has been
 * removed by another member of the meeting." (3000 ms) when the rock is deleted while open.
 */
export function EditRockPanel({ rockId, onClose }: { rockId: string; onClose: () => void }) {
  return (
    <EditItemPanel
      title={ROCK_UI_TEXTS.editRock}
      query={rockQueryOptions(rockId)}
      removedText={ROCK_TEXTS.removedByOther}
      onClose={onClose}
    >
      {(rock, reload) => <EditRockForm rock={rock} onReload={reload} onClose={onClose} />}
    </EditItemPanel>
  );
}
