import { Fragment, type ReactNode, startTransition, useEffect, useState } from 'react';

/** One part of a page, and the height it is held at until it is drawn. */
export type TLaterSection = {
  key: string;
  node: ReactNode;
  /** About the section's height, so that nothing below it moves when it arrives (CSS length). */
  placeholderHeight: number | string;
};

/**
 * How many of `total` parts are drawn: `first` in the first render, then one more in each
 * following transition. A transition's render yields to the browser every few milliseconds and
 * each part commits on its own, so a phone never renders and commits the whole page in one task
 * (React renders data that arrives through TanStack Query synchronously, all at once). Each part
 * follows on its own, without scrolling: find-in-page and tests see the whole page a moment later.
 */
export function useRevealedCount(total: number, first: number): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    startTransition(() => setRevealed((count) => count + 1));
  }, [revealed, total]);
  return revealed;
}

/**
 * Draws the first `first` sections at once and the others one after the other right after (see
 * `useRevealedCount`); each waits as an empty block of about its height. Meant for the parts
 * below a phone's first screen.
 */
export function LaterSections({ sections, first }: { sections: readonly TLaterSection[]; first: number }) {
  const revealed = useRevealedCount(sections.length, first);
  return sections.map((section, index) =>
    index < revealed ? (
      <Fragment key={section.key}>{section.node}</Fragment>
    ) : (
      <SectionPlaceholder key={section.key} height={section.placeholderHeight} />
    ),
  );
}

/** An empty block of about a section's height, where the section will be drawn a moment later. */
export function SectionPlaceholder({ height }: { height: number | string }) {
  return <div style={{ minHeight: height }} aria-hidden="true" />;
}
