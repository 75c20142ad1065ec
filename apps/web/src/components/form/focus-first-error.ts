import { notifications } from '@mantine/notifications';
import { errorTitle, TOAST_MS } from '../../lib/notify-texts.ts';

/** The nearest ancestor that scrolls its content (a popup's body), if any. */
function scrollingParentOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight)
      return parent;
  }
  return null;
}

/** Whether the element can be seen now: inside the window and inside the box that scrolls it. */
function isInView(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const box = scrollingParentOf(element)?.getBoundingClientRect();
  const top = Math.max(0, box?.top ?? 0);
  const bottom = Math.min(window.innerHeight, box?.bottom ?? window.innerHeight);
  return rect.top >= top && rect.bottom <= bottom;
}

/**
 * Brings the first field in error into view and focuses it, after the form has re-rendered with
 * its messages: a server message on a field out of view (a duplicate meeting name at the top of a
 * long popup) would otherwise look like a button that did nothing, so when the field was out of
 * view its message also shows as the error toast. Looks in the open popup when there is one
 * (popups sit at the end of the page), else in the page.
 */
export function focusFirstError(message?: string): void {
  requestAnimationFrame(() => {
    const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
    const scope: ParentNode = dialogs.length > 0 ? dialogs[dialogs.length - 1] : document;
    const field = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    if (message && !isInView(field)) {
      notifications.show({ color: 'red', title: errorTitle(), message, autoClose: TOAST_MS.error });
    }
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
