import type { TAssigner } from '@cairn/domain/items/item-access';
import { periodsEnding } from '@cairn/domain/scorecards/periods';
import {
  FORMULA_MAX_LENGTH,
  type TComparison,
  type TUnitOfMeasure,
  type TValueScale,
} from '@cairn/domain/scorecards/scorecards.constants';
import type { TLinkedItem } from '@cairn/domain/scorecards/scorecards.schemas';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { NumberBox } from '../../../components/form/number-box.tsx';
import { ItemTitleField } from '../../../components/item-popup/item-fields.tsx';
import { MeetingMultiSelect } from '../../../components/meeting-select/meeting-multi-select.tsx';
import { MeetingSelect } from '../../../components/meeting-select/meeting-select.tsx';
import { PersonSelect } from '../../../components/person-picker/person-picker.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { DecimalsField } from './decimals-field.tsx';
import { LinkedItemField } from './linked-item-field.tsx';
import type { TMeasurableFormValues } from './measurable-form-schemas.ts';
import { periodName } from './period-name.ts';
import { comparisonOptions, intervalOptions, scaleOptions, unitOptions } from './value-options.ts';
import '../texts.ts';

type TForm = UseFormReturnType<TMeasurableFormValues>;

/** A changed unit re-checks the decimals (cents 0 or 2, Yen and Dong none); not on opening. */
function useRecheckDecimals(form: TForm) {
  const unit = form.values.unitOfMeasure;
  const opened = useRef(unit);
  useEffect(() => {
    if (unit !== opened.current) form.validateField('decimalPlaces');
  }, [unit, form.validateField]);
}

type TProps = {
  form: TForm;
  assigner: TAssigner | null;
  /** Several meetings (flag `MultipleScorecardMeasurable`) or one. */
  isMulti: boolean;
  /** Edit: the owner when opened stays on offer; the single meeting cannot move. */
  currentOwnerId: string | null;
  isEdit: boolean;
  /** Edit: the goal or comparison changed, so ask from which period it applies. */
  askGoalFrom: boolean;
  today: string;
  /** Edit: the rock or to-do linked when the popup opened. */
  linkedItem?: TLinkedItem | null;
};

/**
 * Every field of Add / Edit Measurable (001 §2, §3): title, meeting(s), owner, assistant,
 * comparison, goal (a number field: digits, one dot, a leading minus, at most 15 characters),
 * scale, unit, decimals with +/- buttons, interval and formula; on edit, the period a changed
 * goal applies from.
 */
export function MeasurableFormFields({
  form,
  assigner,
  isMulti,
  currentOwnerId,
  isEdit,
  askGoalFrom,
  today,
  linkedItem,
}: TProps) {
  const { t } = useTranslation();
  const { weekStartsOn } = useOrgClock();
  const { values, errors } = form;
  const isRange = values.comparison === 'Between';
  useRecheckDecimals(form);
  const meetingError = errors.tractionIds ? String(errors.tractionIds) : undefined;
  const goalPeriods = periodsEnding(today, values.interval, 13, weekStartsOn)
    .reverse()
    .map((period, index) => ({
      value: period,
      label:
        index === 0
          ? t('scorecard.form.thisPeriod', { period: periodName(period, values.interval, t) })
          : periodName(period, values.interval, t),
    }));
  return (
    <>
      <ItemTitleField form={form} />
      {isMulti ? (
        <MeetingMultiSelect
          label={t('scorecard.form.meetings')}
          value={values.tractionIds}
          onChange={(ids) => form.setFieldValue('tractionIds', ids)}
          error={meetingError}
          isRequired
        />
      ) : (
        <MeetingSelect
          label={t('scorecard.form.meeting')}
          value={values.tractionIds[0] ?? null}
          onChange={(id) => form.setFieldValue('tractionIds', id ? [id] : [])}
          error={meetingError}
          disabled={isEdit}
          isRequired={!isEdit}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PersonSelect
          label={t('scorecard.form.owner')}
          value={values.ownerId}
          onChange={(id) => form.setFieldValue('ownerId', id)}
          error={errors.ownerId ? String(errors.ownerId) : undefined}
          assigner={assigner}
          currentOwnerId={currentOwnerId}
          hasLicense
          isRequired
        />
        <PersonSelect
          label={t('scorecard.form.assistant')}
          description={t('scorecard.form.assistantHint')}
          // The hint under the input keeps Owner and Assistant side by side on one line.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={values.editorId}
          onChange={(id) => form.setFieldValue('editorId', id)}
          error={errors.editorId ? String(errors.editorId) : undefined}
          hasLicense
          clearable
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('scorecard.form.comparison')}
          data={comparisonOptions(t)}
          {...form.getInputProps('comparison')}
          onChange={(value) => form.setFieldValue('comparison', value as TComparison | null)}
          withAsterisk
          clearable
          allowDeselect={false}
        />
        <NumberBox
          label={isRange ? t('scorecard.form.goalLow') : t('scorecard.form.goal')}
          {...form.getInputProps('goalValue')}
          value={form.values.goalValue}
          onChange={(text) => form.setFieldValue('goalValue', text)}
          withAsterisk
          aria-required
        />
        {isRange ? (
          <NumberBox
            label={t('scorecard.form.goalHigh')}
            {...form.getInputProps('goalValueMax')}
            value={form.values.goalValueMax}
            onChange={(text) => form.setFieldValue('goalValueMax', text)}
            withAsterisk
            aria-required
          />
        ) : null}
        <Select
          label={t('scorecard.form.scale')}
          data={scaleOptions(t)}
          {...form.getInputProps('valueScale')}
          onChange={(value) => form.setFieldValue('valueScale', value as TValueScale | null)}
          withAsterisk
          clearable
          allowDeselect={false}
        />
        <Select
          label={t('scorecard.form.unit')}
          data={unitOptions(t)}
          searchable
          {...form.getInputProps('unitOfMeasure')}
          onChange={(value) => form.setFieldValue('unitOfMeasure', value as TUnitOfMeasure | null)}
          withAsterisk
          clearable
          allowDeselect={false}
        />
        <DecimalsField
          value={values.decimalPlaces}
          unit={values.unitOfMeasure}
          onChange={(places) => form.setFieldValue('decimalPlaces', places)}
          error={errors.decimalPlaces ? String(errors.decimalPlaces) : undefined}
        />
        <Select
          label={t('scorecard.form.interval')}
          data={intervalOptions(t)}
          {...form.getInputProps('interval')}
          allowDeselect={false}
          withAsterisk
        />
      </SimpleGrid>
      {isEdit && askGoalFrom ? (
        <Select
          label={t('scorecard.form.goalFrom')}
          description={t('scorecard.form.goalFromHint')}
          data={goalPeriods}
          value={values.goalEffectiveFrom ?? goalPeriods[0]?.value ?? null}
          onChange={(value) => form.setFieldValue('goalEffectiveFrom', value)}
          allowDeselect={false}
        />
      ) : null}
      <TextInput
        label={t('scorecard.form.formula')}
        description={t('scorecard.form.formulaHint')}
        maxLength={FORMULA_MAX_LENGTH}
        {...form.getInputProps('formula')}
      />
      <LinkedItemField
        tractionId={values.tractionIds[0] ?? null}
        value={values.linkedItemId}
        current={linkedItem}
        onChange={(id) => form.setFieldValue('linkedItemId', id)}
        error={errors.linkedItemId ? String(errors.linkedItemId) : undefined}
      />
    </>
  );
}
