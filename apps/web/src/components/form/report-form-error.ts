import type { FormErrors } from '@mantine/form';
import { ApiError, isApiError } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { focusFirstError } from './focus-first-error.ts';

type TForm = { setErrors: (errors: FormErrors) => void; getValues: () => object };

/**
 * Shows a failed save of a form: messages that name one of its fields go next to that field (the
 * first such field scrolled into view and focused; its message is toasted too when it was out of
 * view, so it is never missed); everything else (or a failure without any message) becomes
 * the error toast. The typed values stay as they are, so nothing is lost.
 */
export function reportFormError(form: TForm, error: unknown): void {
  const rest = applyServerErrors(form, error);
  if (!isApiError(error)) {
    notifyError(error);
    return;
  }
  const isAllOnFields = error.messages.length > 0 && rest.length === 0;
  if (rest.length < error.messages.length)
    focusFirstError(isAllOnFields ? error.messages[0]?.text : undefined);
  if (isAllOnFields) return;
  notifyError(rest.length === error.messages.length ? error : new ApiError(error.status, rest));
}
