import { type UseFormInput, useForm } from '@mantine/form';
import type { z } from 'zod';
import { zodFormValidate } from './zod-form-validate.ts';

export type TUseZodFormOptions<TValues extends Record<string, unknown>> = Omit<
  UseFormInput<TValues>,
  'validate' | 'initialValues'
> & {
  /** The domain schema the values must satisfy (narrowed with `.pick()` when the form is smaller). */
  schema: z.ZodType;
  initialValues: TValues;
};

/**
 * A @mantine/form form validated by a domain schema. Validation runs when a field changes (that
 * field only) and on submit (every field), so a message appears only after the user edited the
 * field or submitted the form, never on a form just opened (002 §4 "Form").
 */
export function useZodForm<TValues extends Record<string, unknown>>({
  schema,
  initialValues,
  ...options
}: TUseZodFormOptions<TValues>) {
  return useForm<TValues>({
    mode: 'controlled',
    validateInputOnChange: true,
    validateInputOnBlur: false,
    ...options,
    initialValues,
    validate: zodFormValidate(schema),
  });
}
