/**
 * The PDFs a team hands out (issue 31): the meeting's summary and lists, the scorecard, the V/TO
 * and the accountability chart. Limits and texts live here, shared by the server and the web.
 */

/** The documents `GET traction/{meetingId}/{type}/pdf` prints. */
export const MEETING_PDF_TYPES = ['summary', 'todos', 'issues', 'rocks', 'headlines', 'scorecard'] as const;
export type TMeetingPdfType = (typeof MEETING_PDF_TYPES)[number];

/** A chosen scorecard range spans at most this many periods (weeks: five years). */
export const SCORECARD_PDF_MAX_PERIODS = 260;

/** The scorecard of a meeting PDF shows the last 13 periods, as the meeting page does. */
export const MEETING_SCORECARD_PDF_PERIODS = 13;

/** A scorecard PDF names at most this many measurables (a scorecard holds at most 200). */
export const SCORECARD_PDF_MEASURABLES_MAX = 200;

/** The page orientations a scorecard PDF may take. */
export const PDF_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type TPdfOrientation = (typeof PDF_ORIENTATIONS)[number];

/** 001 §9: a chart prints 1 to 4 pages wide (the pages down follow from the chart's shape). */
export const CHART_PDF_MAX_PAGES = 4;

/** The server's refusals about PDFs (the web's button and the documents' own texts are `pdf.*` keys). */
export const PDF_TEXTS = {
  unknownType: `Choose one of ${MEETING_PDF_TYPES.join(', ')}`,
  summaryNeedsMeeting: 'Choose the meeting (meetingId) whose summary to print',
  rangeTooLong: `A range of at most ${SCORECARD_PDF_MAX_PERIODS} periods`,
  rangeBackwards: 'The end of the range must not be before its start',
  meetingPdfsOff: 'Meeting PDFs are switched off for this Cairn.',
  visionPdfOff: 'V/TO PDFs are switched off for this Cairn.',
  pagesWide: `Between 1 and ${CHART_PDF_MAX_PAGES} pages wide`,
} as const;
