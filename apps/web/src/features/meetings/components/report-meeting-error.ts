import type { FormErrors } from '@mantine/form';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';

type TForm = { setErrors: (errors: FormErrors) => void; getValues: () => object };

/**
 * Shows a failed save of the meeting form: field messages go next to their fields (a taken
 * title under the title), the first other server message becomes the error toast, and a failure
 * without any message shows `fallbackText` ("Failed to create meeting. Please try again.").
 * A lost connection is already shown by the app's connection notice.
 */
export function reportMeetingError(form: TForm, error: unknown, fallbackText: string): void {
  const rest = applyServerErrors(form, error);
  if (isApiError(error) && rest.length < error.messages.length) focusFirstInvalidField();
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

/** Moves focus (and so the view) to the first field with a message, e.g. a taken title at the top. */
function focusFirstInvalidField(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus();
  });
}
