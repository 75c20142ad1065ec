import type { TMessage } from '@cairn/domain/errors';
import type { FormErrors } from '@mantine/form';
import { isApiError } from '../../lib/api-client.ts';

/** What `applyServerErrors` needs from a form: a way to set errors and its field names. */
type TErrorTarget = { setErrors: (errors: FormErrors) => void; getValues: () => object };

/**
 * Puts the server's field messages (422 answers carry one message per field) next to the inputs.
 * Returns the messages that name no field of this form, for the caller to show as a toast (an
 * error that is not an ApiError returns none: show it with `notifyError`).
 */
export function applyServerErrors(form: TErrorTarget, error: unknown): TMessage[] {
  if (!isApiError(error)) return [];
  const fields = new Set(Object.keys(form.getValues()));
  const errors: FormErrors = {};
  const rest: TMessage[] = [];
  for (const message of error.messages) {
    const root = message.field?.split('.')[0];
    if (message.field && root && fields.has(root) && !(message.field in errors))
      errors[message.field] = message.text;
    else rest.push(message);
  }
  if (Object.keys(errors).length > 0) form.setErrors(errors);
  return rest;
}
