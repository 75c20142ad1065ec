import { ViewportPortal } from '@xyflow/react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import type { TPrintPage } from './use-print-mode.ts';

/**
 * Print mode's page grid (001 §4) drawn over the chart in its own coordinates, so it pans and
 * zooms with the cards: each landscape Letter page's printable area, numbered as on the wall.
 */
export function PageGrid({ pages }: { pages: readonly TPrintPage[] }) {
  const { t } = useTranslation();
  return (
    <ViewportPortal>
      {pages.map((page) => (
        <div
          key={`${page.row}-${page.column}`}
          // Drawn for the eye; the print mode bar says in words what falls off the pages.
          aria-hidden
          data-print-page={`${page.row + 1},${page.column + 1}`}
          style={{
            position: 'absolute',
            transform: `translate(${page.x}px, ${page.y}px)`,
            width: page.width,
            height: page.height,
            border: '2px dashed var(--mantine-color-blue-6)',
            pointerEvents: 'none',
          }}
        >
          <span
            style={{
              position: 'absolute',
              left: 8,
              top: 6,
              fontSize: Math.max(14, page.width / 60),
              color: 'var(--mantine-color-blue-8)',
              fontWeight: 600,
            }}
          >
            {t('ac.print.page', { row: page.row + 1, column: page.column + 1 })}
          </span>
        </div>
      ))}
    </ViewportPortal>
  );
}
