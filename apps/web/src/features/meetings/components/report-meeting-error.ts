import type { FormErrors } from '@mantine/form';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { focusFirstError } from '../../../components/form/focus-first-error.ts';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';

type TForm = { setErrors: (errors: FormErrors) => void; getValues: () => object };

/**
 * Shows a failed save of the meeting form: field messages go next to their fields (a taken
 * title under the title; the first one focused and brought into view, its message toasted too
 * when it was out of view), the first other server message becomes the error toast, and a failure without any message shows `fallbackText` ("Failed to
 * create meeting. Please try again.").
 * A lost connection is already shown by the app's connection notice.
 */
export function reportMeetingError(form: TForm, error: unknown, fallbackText: string): void {
  const rest = applyServerErrors(form, error);
  if (isApiError(error) && rest.length < error.messages.length)
    focusFirstError(rest.length === 0 ? error.messages[0]?.text : undefined);
  if (!isApiError(error)) {
    notifyError(new ApiError(500, [{ id: 'MEETING_SAVE_FAILED', type: 'error', text: fallbackText }]));
    return;
  }
  if (error.status === 0 || error.status === 401) return;
  if (error.messages.length > 0 && rest.length === 0) return;
  const messages =
    rest.length > 0 ? rest : [{ id: 'MEETING_SAVE_FAILED', type: 'error' as const, text: fallbackText }];
  notifyError(new ApiError(error.status, messages));
}
