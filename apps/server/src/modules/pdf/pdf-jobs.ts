import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import type { TMeetingPdfType, TPdfOrientation } from '@cairn/domain/pdf/pdf.constants';
import type { TScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';

/**
 * What a PDF worker is handed: plain data read and checked on the request's thread (the worker
 * never touches the database or the session), and which template draws it.
 */

/** The organisation a document belongs to: its name and colour on every page. */
export type TPdfBrand = {
  orgName: string;
  /** `#rrggbb`. */
  color: string;
  /** The day printed, in the organisation's zone and the asker's words: "Printed Mar 3, 2026". */
  printedOn: string;
  timeZone: string;
  /** The organisation's logo as a PNG (its mark on every page), or null: its initials are drawn. */
  logo: TPdfLogo | null;
};

/** A PNG and its size in pixels (the page header draws it at its proportions). */
export type TPdfLogo = { png: Uint8Array; width: number; height: number };

/** A to-do, issue, rock or headline as a list prints it. */
export type TPdfItem = {
  title: string;
  owner: string;
  /** `YYYY-MM-DD` where the type has one (to-dos, rocks). */
  dueDate: string | null;
  status: string;
  /** Sanitised notes (the allow-list's HTML); '' when none. */
  contentHtml: string;
};

export type TPdfList = { type: Exclude<TMeetingPdfType, 'summary' | 'scorecard'>; items: TPdfItem[] };

/** A scorecard to print: the grid, the owners' names and the periods of the range per interval. */
export type TPdfScorecard = {
  grid: TScorecardGrid;
  ownerNames: Record<string, string>;
  orientation: TPdfOrientation;
  /** Each measurable's periods to show, oldest first (the grid may hold more). */
  periods: TScorecardGrid['periods'];
};

/** A held meeting's summary with what the frozen record names, completed from the items. */
export type TPdfSummary = {
  startedAt: string;
  endedAt: string;
  durationMs: number;
  averageRating: number | null;
  sections: { name: string; lengthInMinutes: number; elapsedMs: number }[];
  attendees: { name: string; rating: number | null }[];
  headlines: { title: string; owner: string }[];
  todosAdded: { title: string; owner: string; dueDate: string | null }[];
  todosCompleted: { title: string; owner: string }[];
  issuesSolved: { title: string; owner: string }[];
  rocks: { title: string; owner: string; dueDate: string | null; status: string }[];
  rockCounts: { onTrack: number; offTrack: number; onTrackPercent: number | null };
  scorecard: TPdfScorecard | null;
};

/** A chart seat as printed. */
export type TPdfSeat = {
  id: string;
  parentId: string | null;
  title: string;
  holder: string;
  roles: string[];
  isLT: boolean;
  isAssistant: boolean;
  isRoot: boolean;
};

/**
 * The asker's language (issue 33): its locale (dates, numbers, plurals) and the `pdf.*` texts of its
 * pack, English filled in for keys it lacks (a drop-in pack counts), carried to the worker as data,
 * with the organisation's own words that every one of those texts follows (`pdfWords`).
 */
export type TPdfLanguage = { locale: string; texts: Record<string, string>; terms: TOrgTerms };

/** One PDF to draw: the template, its title (document title and file name), its language and its data. */
export type TPdfJob = { brand: TPdfBrand; title: string; subtitle: string; language: TPdfLanguage } & (
  | { kind: 'list'; data: TPdfList }
  | { kind: 'summary'; data: TPdfSummary }
  | { kind: 'scorecard'; data: TPdfScorecard }
  | { kind: 'vto'; data: { revision: TVtoRevision; ownerNames: Record<string, string> } }
  | { kind: 'chart'; data: { seats: TPdfSeat[]; pagesWide: number } }
);
