import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { parseNumberText } from '@cairn/domain/scorecards/value-format';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo } from 'react';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { StaleVersionAlert } from '../../../components/item-popup/stale-version-alert.tsx';
import { useItemDelete } from '../../../components/item-popup/use-item-delete.ts';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useItemVersion } from '../../../components/item-popup/use-item-version.ts';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { deleteMeasurable } from '../api/delete-measurable.ts';
import { reassignMeasurable } from '../api/reassign-measurable.ts';
import { scorecardKeys } from '../api/scorecard-query-keys.ts';
import { updateMeasurable } from '../api/update-measurable.ts';
import { MeasurableFormFields } from './measurable-form-fields.tsx';
import {
  editRequestOf,
  measurableValuesOf,
  serverErrorTarget,
  type TMeasurableFormValues,
  validateEditForm,
} from './measurable-form-schemas.ts';
import { MeasurablePreview } from './measurable-preview.tsx';
import { useMeasurableForm } from './use-measurable-form.ts';
import '../texts.ts';

type TProps = {
  scorecardId: string;
  measurable: TMeasurable;
  onReload: () => Promise<{ data?: TMeasurable }>;
  onClose: () => void;
};

/** Asks the 001 §4 question before an owner change; resolves true on Confirm. */
function confirmOwnerChange(t: TFunction): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('scorecard.edit.ownerChangeTitle'),
      children: <Text size="sm">{t('scorecard.edit.ownerChangeConfirm')}</Text>,
      labels: { confirm: t('scorecard.edit.confirm'), cancel: t('scorecard.edit.cancel') },
      // Above the Edit popup, whose Modal.Stack sits at the modals' default layer.
      zIndex: 1000,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * The Edit Measurable form (001 §2-§5): the Add fields (the owner required) with the preview; a
 * changed goal asks from which period it applies. Save sends the version it read (a 409 keeps
 * what was typed and offers Reload); a changed owner first asks the 001 §4 question (Confirm /
 * Cancel) and then goes with the reassign call.
 */
export function EditMeasurableForm({ scorecardId, measurable, onReload, onClose }: TProps) {
  const { t } = useTranslation();
  const clock = useOrgClock();
  const assigner = useAssigner();
  const isMulti = useFeatureFlag('MultipleScorecardMeasurable');
  const locale = formatLocale();
  const validate = useMemo(() => validateEditForm(isMulti), [isMulti]);
  const form = useMeasurableForm(measurableValuesOf(measurable), validate);
  const { version, isStale, takeConflict, reload } = useItemVersion({
    item: measurable,
    refetch: onReload,
    form,
    valuesOf: measurableValuesOf,
  });
  const hasOwner = measurable.ownerId !== null;

  const save = useItemSave({
    save: async (values: TMeasurableFormValues) => {
      const body = editRequestOf(values, version, isMulti);
      const isNewOwner = hasOwner && body.ownerId !== measurable.ownerId;
      const answer = await updateMeasurable(scorecardId, measurable.id, {
        ...body,
        ownerId: isNewOwner && measurable.ownerId ? measurable.ownerId : body.ownerId,
      });
      if (!isNewOwner) return answer;
      const moved = await reassignMeasurable(scorecardId, measurable.id, {
        ownerId: body.ownerId,
        version: answer.measurable.version,
      });
      return { ...answer, measurable: moved.measurable };
    },
    form: serverErrorTarget(form),
    invalidates: scorecardKeys.all,
    fallbackText: (answer) => t('scorecard.edit.updated', { title: answer.measurable.title }),
    onSaved: onClose,
    takeError: takeConflict,
  });

  const remove = useItemDelete({
    remove: () => deleteMeasurable(scorecardId, measurable.id),
    question: t('scorecard.edit.deleteQuestion'),
    name: measurable.title,
    deletedText: t('scorecard.edit.deleted', { title: measurable.title }),
    invalidates: scorecardKeys.all,
    onDeleted: onClose,
  });

  const submit = form.onSubmit(async (values) => {
    if (hasOwner && values.ownerId !== measurable.ownerId && !(await confirmOwnerChange(t))) return;
    save.mutate(values);
  });

  const goal = parseNumberText(form.values.goalValue);
  const goalMax = form.values.comparison === 'Between' ? parseNumberText(form.values.goalValueMax) : null;
  const askGoalFrom =
    goal !== null &&
    (goal !== measurable.goalValue ||
      form.values.comparison !== measurable.comparison ||
      goalMax !== (measurable.goalValueMax ?? null));
  return (
    <ItemFormPopup
      title={t('scorecard.edit.title')}
      form={form}
      onSubmit={submit}
      submitLabel={t('scorecard.edit.save')}
      isBusy={save.isPending || remove.isPending}
      blockedReason={isStale ? t('popup.reloadFirst') : null}
      onClose={onClose}
      onDelete={remove.confirm}
      size="lg"
    >
      {isStale ? <StaleVersionAlert itemName="measurable" onReload={reload} /> : null}
      <MeasurableFormFields
        form={form}
        assigner={assigner}
        isMulti={isMulti}
        currentOwnerId={measurable.ownerId}
        isEdit
        askGoalFrom={askGoalFrom}
        today={clock.today}
        linkedItem={measurable.linkedItem}
      />
      <MeasurablePreview values={form.values} isAdd={false} locale={locale} />
    </ItemFormPopup>
  );
}
