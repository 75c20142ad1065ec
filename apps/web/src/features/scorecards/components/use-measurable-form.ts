import { type FormErrors, useForm } from '@mantine/form';
import type { TMeasurableFormValues } from './measurable-form-schemas.ts';

/**
 * The Add / Edit Measurable form: @mantine/form checked by the domain's request schema (through
 * `validateAddForm` / `validateEditForm`), a field when it changes and every field on submit,
 * as `useZodForm` does (the meeting rule's name is mapped onto the meeting field).
 */
export function useMeasurableForm(
  initialValues: TMeasurableFormValues,
  validate: (values: TMeasurableFormValues) => FormErrors,
) {
  return useForm<TMeasurableFormValues>({
    mode: 'controlled',
    validateInputOnChange: true,
    validateInputOnBlur: false,
    initialValues,
    validate,
  });
}
