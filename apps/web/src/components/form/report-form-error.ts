import type { FormErrors } from '@mantine/form';
import { ApiError, isApiError } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';
import { applyServerErrors } from './apply-server-errors.ts';

type TForm = { setErrors: (errors: FormErrors) => void; getValues: () => object };

/**
 * Shows a failed save of a form: messages that name one of its fields go next to that field,
 * everything else (or a failure without any message) becomes the error toast. The typed values
 * stay as they are, so nothing is lost.
 */
export function reportFormError(form: TForm, error: unknown): void {
  const rest = applyServerErrors(form, error);
  if (!isApiError(error)) {
    notifyError(error);
    return;
  }
  const isAllOnFields = error.messages.length > 0 && rest.length === 0;
  if (isAllOnFields) return;
  notifyError(rest.length === error.messages.length ? error : new ApiError(error.status, rest));
}
