import { Button } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { useIsPhone } from '../lib/use-is-phone.ts';
import './texts.ts';

/** Rows a list shows on a phone before "Show all": what a 375 x 812 screen holds under a list's heading. */
export const PHONE_ROWS = 5;

type TPhoneRows = {
  /** How many of the rows to draw: the first few on a phone until "Show all" is pressed, else all. */
  shown: number;
  /** The "Show all (N)" button under the cut rows; null when nothing is cut. */
  showAll: ReactNode;
  /** On the element that holds the rows (their `tbody tr`): the focus goes to the first one revealed. */
  rowsRef: RefObject<HTMLDivElement | null>;
};

/**
 * A phone's cut of a long list (the item lists, the scorecard's measurables; docs/web.md): its
 * first rows and "Show all (N)" under them. Once pressed, the list shows all its rows while the
 * page is open, through its filters, searches and pages. Larger screens show every row.
 */
export function usePhoneRows(total: number): TPhoneRows {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [isShowingAll, setShowingAll] = useState(false);
  const rowsRef = useFocusFirstRevealed(isShowingAll);
  const isCut = isPhone && !isShowingAll && total > PHONE_ROWS;
  return {
    shown: isCut ? PHONE_ROWS : total,
    rowsRef,
    showAll: isCut ? (
      <Button variant="subtle" size="xs" onClick={() => setShowingAll(true)}>
        {t('components.showAll', { total })}
      </Button>
    ) : null,
  };
}

/**
 * "Show all" leaves once pressed, and the focus with it: it goes to the first row it revealed
 * (that row's first control), so a keyboard user goes on where the list goes on.
 */
function useFocusFirstRevealed(isShowingAll: boolean) {
  const rowsRef = useRef<HTMLDivElement>(null);
  const wasShowingAll = useRef(isShowingAll);
  useEffect(() => {
    if (isShowingAll && !wasShowingAll.current) {
      const firstRevealed = rowsRef.current?.querySelectorAll('tbody tr')[PHONE_ROWS];
      firstRevealed?.querySelector<HTMLElement>('button, input, select, a[href]')?.focus();
    }
    wasShowingAll.current = isShowingAll;
  }, [isShowingAll]);
  return rowsRef;
}
