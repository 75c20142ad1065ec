import { LIVE_TEXTS } from '@cairn/domain/realtime/events';
import { modals } from '@mantine/modals';

const MODAL_ID = 'cairn-new-release';
let shownForVersion: string | null = null;

/**
 * Offers a refresh when a new build is live (002 §8: "We've released new features!"). Shown once
 * per version; "Refresh now" reloads the page, "Later" keeps working on the old build.
 */
export function openNewReleaseModal(version: string | undefined): void {
  const key = version ?? 'unknown';
  if (shownForVersion === key) return;
  shownForVersion = key;
  modals.openConfirmModal({
    modalId: MODAL_ID,
    title: LIVE_TEXTS.newRelease,
    children: version
      ? `Cairn ${version} is available. Save what you are editing, then refresh your browser to start using it.`
      : 'A new version of Cairn is available. Save what you are editing, then refresh your browser to start using it.',
    labels: { confirm: 'Refresh now', cancel: 'Later' },
    onConfirm: () => window.location.reload(),
  });
}
