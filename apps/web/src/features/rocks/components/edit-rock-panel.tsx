import { EditItemPanel } from '../../../components/item-popup/edit-item-panel.tsx';
import { rockQueryOptions } from '../api/get-rock.ts';
import { EditRockForm } from './edit-rock-form.tsx';
import { useRockTexts } from './use-rock-texts.ts';

/**
 * Edit Rock (000 §2.4): loads the rock and shows its form; closes with "This rock has been
 * removed by another member of the meeting." (3000 ms) when the rock is deleted while open.
 */
export function EditRockPanel({ rockId, onClose }: { rockId: string; onClose: () => void }) {
  const texts = useRockTexts();
  return (
    <EditItemPanel
      title={texts.editRock}
      query={rockQueryOptions(rockId)}
      removedText={texts.removed}
      onClose={onClose}
    >
      {(rock, reload) => <EditRockForm rock={rock} onReload={reload} onClose={onClose} />}
    </EditItemPanel>
  );
}
