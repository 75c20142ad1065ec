import { errorMessage } from '@cairn/domain/errors';
import { useMemo } from 'react';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { NeedsMeetingPanel } from '../../../components/meeting-select/needs-meeting-panel.tsx';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { addMeasurable } from '../api/add-measurable.ts';
import { useScorecardsOfMeetings } from '../api/get-scorecards-of-meetings.ts';
import { scorecardKeys } from '../api/scorecard-query-keys.ts';
import { MeasurableFormFields } from './measurable-form-fields.tsx';
import {
  createRequestOf,
  newMeasurableValues,
  serverErrorTarget,
  validateAddForm,
} from './measurable-form-schemas.ts';
import { MeasurablePreview } from './measurable-preview.tsx';
import { useMeasurableForm } from './use-measurable-form.ts';
import '../texts.ts';

/** Props of Add Measurable. */
export type TAddMeasurablePanelProps = {
  /** The meeting to preselect (the page's meeting): its scorecard takes the measurable. */
  tractionId: string | null;
  onClose: () => void;
};

/**
 * Add Measurable (001 §2): every field of 001 §3 with the live preview; the measurable goes to
 * the scorecard of the (first) chosen meeting. Without any meeting it offers to create one.
 */
export function AddMeasurablePanel({ tractionId, onClose }: TAddMeasurablePanelProps) {
  const { t } = useTranslation();
  const meetings = useMyMeetings();
  if (meetings.data && meetings.data.length === 0)
    return (
      <NeedsMeetingPanel itemName="Measurable" text={t('scorecard.add.needsMeeting')} onClose={onClose} />
    );
  return <AddMeasurableForm tractionId={tractionId} onClose={onClose} />;
}

function AddMeasurableForm({ tractionId, onClose }: TAddMeasurablePanelProps) {
  const { t } = useTranslation();
  const clock = useOrgClock();
  const assigner = useAssigner();
  const isMulti = useFeatureFlag('MultipleScorecardMeasurable');
  const scorecards = useScorecardsOfMeetings();
  const locale = formatLocale();
  const validate = useMemo(() => validateAddForm(isMulti), [isMulti]);
  const form = useMeasurableForm(newMeasurableValues(assigner?.personId ?? null, tractionId), validate);
  const create = useItemSave({
    save: async (values: typeof form.values) => {
      const body = createRequestOf(values, isMulti);
      const meetingId = body.tractionId ?? body.tractionIds?.[0] ?? '';
      const scorecard =
        scorecards.byMeeting.get(meetingId) ??
        (await scorecards.refetch()).data?.find((card) => card.tractionId === meetingId);
      if (!scorecard)
        throw new ApiError(404, [errorMessage('NOT_FOUND', t('scorecard.add.needsMeeting'), 'tractionId')]);
      return addMeasurable(scorecard.id, body);
    },
    form: serverErrorTarget(form),
    invalidates: scorecardKeys.all,
    fallbackText: (answer) => t('scorecard.add.created', { title: answer.measurable.title }),
    onSaved: onClose,
  });

  return (
    <ItemFormPopup
      title={t('scorecard.add.title')}
      form={form}
      onSubmit={form.onSubmit((values) => create.mutate(values))}
      submitLabel={t('scorecard.add.title')}
      isBusy={create.isPending}
      onClose={onClose}
      size="lg"
    >
      <MeasurableFormFields
        form={form}
        assigner={assigner}
        isMulti={isMulti}
        currentOwnerId={null}
        isEdit={false}
        askGoalFrom={false}
        today={clock.today}
      />
      <MeasurablePreview values={form.values} isAdd locale={locale} />
    </ItemFormPopup>
  );
}
