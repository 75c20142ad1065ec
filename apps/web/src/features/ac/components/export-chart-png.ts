import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';

/** The image's edge around the seats, in pixels, and its largest side (a printable size). */
const MARGIN = 40;
const MAX_SIDE = 4000;

/** A file name from the chart's title: letters, digits and dashes. */
export function pngFileName(title: string): string {
  const base = title
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'accountability-chart'}.png`;
}

/**
 * Draws the whole chart (every seat shown, whatever part of it is on screen) into a PNG and
 * downloads it (issue #14): the seats' bounds at full size, scaled down only past 4000 px.
 */
export async function exportChartPng(viewportElement: HTMLElement, nodes: Node[], title: string) {
  const { toPng } = await import('html-to-image');
  const bounds = getNodesBounds(nodes);
  const scale = Math.min(1, MAX_SIDE / Math.max(bounds.width + 2 * MARGIN, bounds.height + 2 * MARGIN));
  const width = Math.round((bounds.width + 2 * MARGIN) * scale);
  const height = Math.round((bounds.height + 2 * MARGIN) * scale);
  const viewport = getViewportForBounds(bounds, width, height, 0.05, 1, `${MARGIN * scale}px`);
  const dataUrl = await toPng(viewportElement, {
    backgroundColor: '#ffffff',
    width,
    height,
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})`,
    },
  });
  const link = document.createElement('a');
  link.download = pngFileName(title);
  link.href = dataUrl;
  link.click();
}
