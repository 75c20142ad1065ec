import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentReader } from '../../lib/i18n/texts.ts';
import { BUILD_VERSION, RELOADED_FOR_KEY } from '../../lib/version-check.ts';

/** Set once the notice was shown for this version in this tab. */
const ANNOUNCED_KEY = 'cairn_announced_version';

/**
 * True once, right after a reload for a new version (the version check set its key and reloaded
 * into this build).
 */
export function isFreshlyUpdated(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = tabStorage(),
  buildVersion = BUILD_VERSION,
): boolean {
  if (!storage || storage.getItem(RELOADED_FOR_KEY) !== buildVersion) return false;
  if (storage.getItem(ANNOUNCED_KEY) === buildVersion) return false;
  storage.setItem(ANNOUNCED_KEY, buildVersion);
  return true;
}

function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** How long the notice stays: long enough to read and follow the link. */
const NOTICE_MS = 12_000;

/** "Cairn was updated": shown once after the page reloaded into a new release, linking its notes. */
function announceNewRelease(openNotes: () => void): void {
  const id = 'new-release';
  // Read once, as it shows: a toast is not re-rendered when the language changes.
  const t = currentReader();
  notifications.show({
    id,
    title: t('shell.release.title'),
    color: 'brand',
    autoClose: NOTICE_MS,
    message: (
      <Text size="sm">
        {t('shell.release.version', { version: BUILD_VERSION })}{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            notifications.hide(id);
            openNotes();
          }}
        >
          {t('shell.release.seeWhatsNew')}
        </Anchor>
      </Text>
    ),
  });
}

/**
 * Once per release, in the signed-in shell (its chunk, not the sign-in page's): right after the
 * version check reloaded the tab into a new build, say so with the release notes a click away.
 */
export function useNewReleaseNotice(): void {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load
  useEffect(() => {
    if (isFreshlyUpdated()) announceNewRelease(() => void navigate('/resources/whats-new'));
  }, []);
}
