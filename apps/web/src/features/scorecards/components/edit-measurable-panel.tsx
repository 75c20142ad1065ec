import { EditItemPanel } from '../../../components/item-popup/edit-item-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { measurableQueryOptions } from '../api/get-measurable.ts';
import { EditMeasurableForm } from './edit-measurable-form.tsx';
import '../texts.ts';

type TProps = { scorecardId: string; measurableId: string; onClose: () => void };

/**
 * Edit Measurable (001 §2): loads the measurable and shows its form; closes with "This
 * measurable has been removed by another user." when it is deleted while open.
 */
export function EditMeasurablePanel({ scorecardId, measurableId, onClose }: TProps) {
  const { t } = useTranslation();
  return (
    <EditItemPanel
      title={t('scorecard.edit.title')}
      query={measurableQueryOptions(scorecardId, measurableId)}
      removedText={t('scorecard.edit.removed')}
      onClose={onClose}
    >
      {(measurable, reload) => (
        <EditMeasurableForm
          scorecardId={scorecardId}
          measurable={measurable}
          onReload={reload}
          onClose={onClose}
        />
      )}
    </EditItemPanel>
  );
}
