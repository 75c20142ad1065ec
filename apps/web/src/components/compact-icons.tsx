import type { SVGProps } from 'react';

/**
 * Tabler icons drawn on every row of a long list, each in one path (Tabler's draw one path per
 * dot): two elements instead of four to seven, times the rows of a meeting page (issue 38).
 */
function CompactIcon({ d, size, ...props }: { d: string; size: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** A dot at (x, y), as Tabler draws it. */
const dot = (x: number, y: number) => `M${x - 1} ${y}a1 1 0 1 0 2 0a1 1 0 1 0-2 0`;

/** Tabler's "dots": a row menu's trigger. */
export const DotsIcon = ({ size = 18 }: { size?: number }) => (
  <CompactIcon size={size} d={[dot(5, 12), dot(12, 12), dot(19, 12)].join('')} />
);

/** Tabler's "dots-vertical": a scorecard row's menu. */
export const DotsVerticalIcon = ({ size = 16 }: { size?: number }) => (
  <CompactIcon size={size} d={[dot(12, 5), dot(12, 12), dot(12, 19)].join('')} />
);

/** Tabler's "grip-vertical": a row's drag handle. */
export const GripVerticalIcon = ({ size = 16 }: { size?: number }) => (
  <CompactIcon
    size={size}
    d={[dot(9, 5), dot(9, 12), dot(9, 19), dot(15, 5), dot(15, 12), dot(15, 19)].join('')}
  />
);
