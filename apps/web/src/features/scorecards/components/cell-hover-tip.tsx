import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { Portal } from '@mantine/core';
import {
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import classes from './scorecard-grid.module.css';

/** How long the pointer rests on a cell before its evaluation and note show (as Mantine's tooltips). */
const OPEN_DELAY_MS = 250;

type TTip = { text: string; cell: HTMLElement };

/**
 * One tooltip for a whole grid instead of one per cell: a year of a 15-row scorecard is 780
 * cells, and a positioned tooltip each made that grid slow to mount. The table hands its pointer
 * events here; the hovered cell's `aria-description` (the evaluation and the note, which screen
 * readers get the same way) is what shows. A cell reached with the keyboard shows it too.
 */
export function useCellHoverTip(): {
  onPointTo: (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => void;
  onLeave: () => void;
  tip: ReactNode;
} {
  const [tip, setTip] = useState<TTip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refs, floatingStyles } = useFloating({
    open: tip !== null,
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointTo = useCallback(
    (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
      const cell = (event.target as HTMLElement).closest<HTMLElement>('td[aria-description]');
      if (cell === tip?.cell) return;
      clearTimeout(timer.current);
      setTip(null);
      const text = cell?.getAttribute('aria-description');
      if (!cell || !text) return;
      timer.current = setTimeout(() => {
        refs.setReference(cell);
        setTip({ text, cell });
      }, OPEN_DELAY_MS);
    },
    [refs, tip],
  );
  const onLeave = useCallback(() => {
    clearTimeout(timer.current);
    setTip(null);
  }, []);

  const node = tip ? (
    <Portal>
      <div ref={refs.setFloating} style={floatingStyles} className={classes.hoverTip} role="tooltip">
        {tip.text}
      </div>
    </Portal>
  ) : null;
  return { onPointTo, onLeave, tip: node };
}
