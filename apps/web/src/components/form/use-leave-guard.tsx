import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentReader } from '../../lib/i18n/texts.ts';
import '../popup-panel/texts.ts';

/** The guard of the page on screen, if one has unsaved edits (one form guards at a time). */
let activeGuard: ((proceed: () => void) => void) | null = null;

/**
 * Runs `proceed` at once, or after "You have unsaved changes." is answered Discard when a form
 * on the page has unsaved edits: for a page's own navigation that is no link (a tab change).
 */
export function confirmLeave(proceed: () => void): void {
  if (activeGuard) activeGuard(proceed);
  else proceed();
}

/** Asks the popup's question (Return to editing / Discard); Discard runs `proceed`. */
function askToLeave(proceed: () => void) {
  // Asked from event handlers, outside React: the texts of the language on screen now.
  const t = currentReader();
  const id = modals.open({
    title: t('popup.unsavedChanges'),
    size: 'sm',
    centered: true,
    withCloseButton: false,
    children: (
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => modals.close(id)} data-autofocus>
          {t('popup.returnToEditing')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            modals.close(id);
            proceed();
          }}
        >
          {t('popup.discard')}
        </Button>
      </Group>
    ),
  });
}

/** The in-app path a click on a link would open, or null when the click is not a plain in-app move. */
function inAppTarget(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(link instanceof HTMLAnchorElement) ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download')
  )
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${window.location.pathname}${window.location.search}${window.location.hash}` ? null : path;
}

/**
 * While `isDirty`, leaving the page asks first (000 §2.4, 002 §4: "You have unsaved changes."):
 * an in-app link (the left menu, a breadcrumb) waits for Discard, closing or reloading the tab
 * gets the browser's own question, and `confirmLeave` serves the page's other ways out.
 */
export function useLeaveGuard(isDirty: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDirty) return;
    const guard = (proceed: () => void) => askToLeave(proceed);
    activeGuard = guard;
    const onClick = (event: MouseEvent) => {
      const path = inAppTarget(event);
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      askToLeave(() => void navigate(path));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (activeGuard === guard) activeGuard = null;
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, navigate]);
}
