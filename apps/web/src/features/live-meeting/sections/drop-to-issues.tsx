import { IconArrowBarToDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  RowExtraActionsProvider,
  type TRowItemKind,
} from '../../../components/item-list/row-extra-actions.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import '../texts.ts';

const ACTION_OF = {
  rock: 'add-rock-as-issue',
  todo: 'add-todo-as-issue',
  headline: 'add-headline-as-issue',
} as const;

/** Drops the row the keyboard focus is in (listed in the help panel, app/shell/keyboard-shortcuts.ts). */
const DROP_TO_ISSUES_KEY = 'i';

export const dropIcon = <IconArrowBarToDown size={16} aria-hidden />;

/**
 * Gives the item rows inside it "Drop to Issues" (issue #12): the item becomes an issue on this
 * meeting's IDS list, linked to it, announced to everyone. Attendees only.
 */
export function DropToIssues({ children }: { children: ReactNode }) {
  const { act, canChange } = useLiveMeetingScope();
  const { t } = useTranslation();
  if (!canChange) return children;
  return (
    <RowExtraActionsProvider
      actionsOf={(kind: TRowItemKind, item) =>
        kind === 'issue'
          ? []
          : [
              {
                label: t('live.dropToIssues'),
                icon: dropIcon,
                shortcut: DROP_TO_ISSUES_KEY,
                onClick: () => act(ACTION_OF[kind], { itemId: item.id }),
              },
            ]
      }
    >
      {children}
    </RowExtraActionsProvider>
  );
}
