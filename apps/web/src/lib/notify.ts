import { notifications } from '@mantine/notifications';
import { isApiError } from './api-client.ts';
import { messageText } from './i18n/messages.ts';
import { errorTitle, networkNoticeText, statusNotice, successTitle, TOAST_MS } from './notify-texts.ts';

/** Id of the one persistent network notice, so repeated failures do not stack copies. */
export const NETWORK_NOTICE_ID = 'cairn-network';

// Every toast's text goes through messageText: a caller may hand over the domain's English (a
// fallback such as `ITEM_TEXTS.created(title)`), shown in the person's language (decision 0039).

/** Shows a success toast titled SUCCESS for 2 seconds (000 §8, 001 §8: 'Created: {title}' ...). */
export function notifySuccess(text: string): void {
  notifications.show({
    color: 'teal',
    title: successTitle(),
    message: messageText(text),
    autoClose: TOAST_MS.success,
  });
}

/** Shows a neutral information toast; used for notices such as the feature-flag fallback. */
export function notifyInfo(text: string, title?: string): void {
  notifications.show({ color: 'gray', title, message: messageText(text), autoClose: TOAST_MS.status });
}

/** Shows a warning toast (yellow) for 5 seconds, with the title the spec gives it. */
export function notifyWarning(text: string, title: string): void {
  notifications.show({ color: 'yellow', title, message: messageText(text), autoClose: TOAST_MS.status });
}

/**
 * Shows a failed call to the user: an ApiError with a server message becomes the error toast
 * titled ERROR with `messages[0].text` (000 §8); one without a message falls back to the notice
 * for its status (002 §8); a network failure shows the persistent connection notice.
 */
export function notifyError(error: unknown): void {
  if (isApiError(error)) {
    const text = error.messages[0]?.text;
    if (error.status === 0) notifyNetworkError();
    else if (!text) notifyByStatus(error.status);
    else notifications.show({ color: 'red', title: errorTitle(), message: text, autoClose: TOAST_MS.error });
    return;
  }
  notifications.show({
    color: 'red',
    title: statusNotice(null).title,
    message: statusNotice(null).text,
    autoClose: TOAST_MS.error,
  });
}

/** Shows an error toast titled ERROR with the spec's own words for a failure (e.g. 'Problem downloading PDF'). */
export function notifyErrorText(text: string): void {
  notifications.show({
    color: 'red',
    title: errorTitle(),
    message: messageText(text),
    autoClose: TOAST_MS.error,
  });
}

/**
 * A refusal the server explained (a 4xx with a message: a cycle, too many roles) shows its reason;
 * anything else (5xx, the network, no text) shows the screen's own failure text from the spec.
 */
export function notifyNamedOr(error: unknown, failureText: string): void {
  const isExplained =
    isApiError(error) && error.status >= 400 && error.status < 500 && Boolean(error.messages[0]?.text);
  if (isExplained) notifyError(error);
  else notifyErrorText(failureText);
}

/**
 * Shows the generic notice for an HTTP status (002 §8) for 5000 ms; status 0 (no answer at all)
 * shows the persistent connection notice instead, and a missing status 'An unknown error occurred'.
 */
export function notifyByStatus(status: number | null | undefined): void {
  if (status === 0) {
    notifyNetworkError();
    return;
  }
  const notice = statusNotice(status);
  notifications.show({ color: 'red', title: notice.title, message: notice.text, autoClose: TOAST_MS.status });
}

/** Shows the persistent 'Please check your connection and refresh the page.' notice once. */
export function notifyNetworkError(): void {
  // Mantine ignores a show() whose id is already on screen, so the notice never stacks.
  notifications.show({ id: NETWORK_NOTICE_ID, color: 'red', message: networkNoticeText(), autoClose: false });
}
