import { Drawer, type DrawerProps } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import classes from './side-panel.module.css';

/** 000 §2.3: a side panel opens 350 px wide and is resized by dragging its edge. */
export const SIDE_PANEL_DEFAULT_WIDTH = 350;
const MIN_WIDTH = 280;
const MAX_WIDTH = 960;
/** An arrow key moves the edge this far. */
const KEY_STEP = 24;

const clampWidth = (width: number) =>
  Math.round(Math.min(Math.max(width, MIN_WIDTH), Math.min(MAX_WIDTH, window.innerWidth - 40)));

type TProps = Omit<DrawerProps, 'position' | 'size'> & {
  /** Names the panel: each remembers its own width in this browser. */
  name: string;
};

/**
 * The side panel of the spec (000 §2.3): on the right, 350 px wide until its left edge is dragged
 * (or moved with the arrow keys on that edge), closing on Escape or its close button. The width is
 * remembered per panel; on phones the panel takes the whole width.
 */
export function SidePanel({ name, children, ...drawer }: TProps) {
  const { t } = useTranslation();
  const [width, setWidth] = useLocalStorage({
    key: `cairn.side-panel.${name}`,
    defaultValue: SIDE_PANEL_DEFAULT_WIDTH,
  });
  const isPhone = useIsPhone();

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => setWidth(clampWidth(window.innerWidth - moved.clientX));
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? KEY_STEP : event.key === 'ArrowRight' ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    setWidth(clampWidth(width + step));
  };

  return (
    <Drawer
      position="right"
      size={isPhone ? '100%' : width}
      {...drawer}
      classNames={{ content: classes.content }}
    >
      {isPhone ? null : (
        // biome-ignore lint/a11y/useSemanticElements: a draggable window splitter, not a horizontal rule
        <div
          className={classes.handle}
          role="separator"
          aria-orientation="vertical"
          aria-label={t('components.sidePanel.resize')}
          aria-valuenow={width}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          tabIndex={0}
          onPointerDown={startDrag}
          onKeyDown={onKeyDown}
        />
      )}
      {children}
    </Drawer>
  );
}
