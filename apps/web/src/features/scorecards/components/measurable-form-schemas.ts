import {
  DECIMAL_PLACES_DEFAULT,
  DEFAULT_COMPARISON,
  DEFAULT_MEASURABLE_INTERVAL,
  DEFAULT_UNIT_OF_MEASURE,
  DEFAULT_VALUE_SCALE,
  type TComparison,
  type TMeasurableInterval,
  type TUnitOfMeasure,
  type TValueScale,
} from '@cairn/domain/scorecards/scorecards.constants';
import {
  type TCreateMeasurableRequest,
  type TEditMeasurableRequest,
  type TMeasurable,
  ZCreateMeasurableRequest,
  ZEditMeasurableRequest,
} from '@cairn/domain/scorecards/scorecards.schemas';
import type { FormErrors } from '@mantine/form';
import { zodFormValidate } from '../../../components/form/zod-form-validate.ts';

/** The Add / Edit Measurable form while typed: nothing picked is null, the goal is text (002 §5). */
export type TMeasurableFormValues = {
  title: string;
  /** The meeting (one, or several behind `MultipleScorecardMeasurable`). */
  tractionIds: string[];
  ownerId: string | null;
  editorId: string | null;
  comparison: TComparison | null;
  goalValue: string;
  /** The range's high end, shown and sent only for `Between`. */
  goalValueMax: string;
  valueScale: TValueScale | null;
  unitOfMeasure: TUnitOfMeasure | null;
  decimalPlaces: number;
  interval: TMeasurableInterval;
  formula: string;
  /** The rock or to-do it tracks (001 §3 `linkedItemId`), or null. */
  linkedItemId: string | null;
  /** Edit only: the period a changed goal applies from (null: this period). */
  goalEffectiveFrom: string | null;
};

/** A new measurable's values: the defaults of 001 §3, the owner and meeting given. */
export function newMeasurableValues(
  ownerId: string | null,
  tractionId: string | null,
): TMeasurableFormValues {
  return {
    title: '',
    tractionIds: tractionId ? [tractionId] : [],
    ownerId,
    editorId: null,
    comparison: DEFAULT_COMPARISON,
    goalValue: '',
    goalValueMax: '',
    valueScale: DEFAULT_VALUE_SCALE,
    unitOfMeasure: DEFAULT_UNIT_OF_MEASURE,
    decimalPlaces: DECIMAL_PLACES_DEFAULT,
    interval: DEFAULT_MEASURABLE_INTERVAL,
    formula: '',
    linkedItemId: null,
    goalEffectiveFrom: null,
  };
}

/** The form's values of a saved measurable. */
export function measurableValuesOf(measurable: TMeasurable): TMeasurableFormValues {
  return {
    title: measurable.title,
    tractionIds: measurable.tractionIds.length > 0 ? measurable.tractionIds : [measurable.tractionId],
    ownerId: measurable.ownerId,
    editorId: measurable.editorId,
    comparison: measurable.comparison,
    goalValue: String(measurable.goalValue),
    goalValueMax: measurable.goalValueMax == null ? '' : String(measurable.goalValueMax),
    valueScale: measurable.valueScale,
    unitOfMeasure: measurable.unitOfMeasure,
    decimalPlaces: measurable.decimalPlaces,
    interval: measurable.interval,
    formula: measurable.formula ?? '',
    linkedItemId: measurable.linkedItemId ?? null,
    goalEffectiveFrom: null,
  };
}

/** The fields both calls take, as the domain schemas read them (null picks read "Required"). */
function commonBody(values: TMeasurableFormValues) {
  return {
    title: values.title,
    ownerId: values.ownerId ?? undefined,
    editorId: values.editorId || null,
    comparison: values.comparison,
    goalValue: values.goalValue,
    goalValueMax: values.comparison === 'Between' ? values.goalValueMax : null,
    valueScale: values.valueScale,
    unitOfMeasure: values.unitOfMeasure,
    decimalPlaces: values.decimalPlaces,
    interval: values.interval,
    formula: values.formula.trim() === '' ? null : values.formula,
    linkedItemId: values.linkedItemId,
  };
}

/** The `add-measurable` body before parsing: one meeting, or all of them with the multi-meeting flag. */
function createBodyOf(values: TMeasurableFormValues, isMulti: boolean) {
  const [first] = values.tractionIds;
  return {
    ...commonBody(values),
    ...(first ? { tractionId: first } : {}),
    ...(isMulti && values.tractionIds.length > 0 ? { tractionIds: values.tractionIds } : {}),
  };
}

/** The edit body before parsing; the meetings go only with the multi-meeting flag. */
function editBodyOf(values: TMeasurableFormValues, version: number, isMulti: boolean) {
  return {
    ...commonBody(values),
    ...(isMulti ? { tractionIds: values.tractionIds } : {}),
    ...(values.goalEffectiveFrom ? { goalEffectiveFrom: values.goalEffectiveFrom } : {}),
    version,
  };
}

/** The domain's messages under the form's names: the meeting rule names `tractionId`. */
function renamed(errors: FormErrors): FormErrors {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const name = path === 'tractionId' || path.startsWith('tractionIds') ? 'tractionIds' : path;
    if (!(name in out)) out[name] = message;
  }
  return out;
}

/**
 * The form as the shared save sees it: the server's 422 on `tractionId` / `tractionIds.0` goes
 * next to the meeting field.
 */
export function serverErrorTarget(form: {
  setErrors: (errors: FormErrors) => void;
  getValues: () => TMeasurableFormValues;
}) {
  return {
    setErrors: (errors: FormErrors) => form.setErrors(renamed(errors)),
    getValues: () => ({ ...form.getValues(), tractionId: null }),
  };
}

const validateCreate = zodFormValidate(ZCreateMeasurableRequest);
const validateEdit = zodFormValidate(ZEditMeasurableRequest);

/** The rules that compare fields (decimals for the unit, assistant, meeting). */
const CROSS_FIELDS = ['decimalPlaces', 'editorId', 'tractionId'] as const;

/**
 * The domain schema checks fields against each other only once every field is valid (zod runs
 * an object's refinements last). To show those messages while other fields are still empty,
 * the same schema also reads the values with the other fields set to valid stand-ins, and its
 * cross-field messages are added.
 */
function withCrossFieldRules(
  validate: (body: unknown) => FormErrors,
  body: Record<string, unknown>,
): FormErrors {
  const errors = validate(body);
  const standIn = {
    ...body,
    title: 'x',
    comparison: 'Greater',
    goalValue: 0,
    valueScale: 'One',
    unitOfMeasure: body.unitOfMeasure ?? 'Number',
    interval: 'Weekly',
    formula: null,
    ownerId: body.ownerId ?? body.editorId ?? undefined,
  };
  const cross = validate(standIn);
  for (const field of CROSS_FIELDS) {
    if (cross[field] && !errors[field] && (field !== 'decimalPlaces' || body.unitOfMeasure))
      errors[field] = cross[field];
  }
  return errors;
}

/** Add Measurable's rules: the domain's `add-measurable` request (001 §5). */
export function validateAddForm(isMulti: boolean) {
  return (values: TMeasurableFormValues) =>
    renamed(withCrossFieldRules(validateCreate, createBodyOf(values, isMulti)));
}

/** Edit Measurable's rules: the domain's edit request (owner required, 001 §5). */
export function validateEditForm(isMulti: boolean) {
  return (values: TMeasurableFormValues) =>
    renamed(withCrossFieldRules(validateEdit, editBodyOf(values, 0, isMulti)));
}

/** The parsed `add-measurable` body of valid values. */
export function createRequestOf(values: TMeasurableFormValues, isMulti: boolean): TCreateMeasurableRequest {
  return ZCreateMeasurableRequest.parse(createBodyOf(values, isMulti));
}

/** The parsed edit body of valid values. */
export function editRequestOf(
  values: TMeasurableFormValues,
  version: number,
  isMulti: boolean,
): TEditMeasurableRequest {
  return ZEditMeasurableRequest.parse(editBodyOf(values, version, isMulti));
}
