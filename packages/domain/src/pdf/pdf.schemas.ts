import { z } from 'zod';
import { ZCalendarDate, ZItemRef } from '../items/items.schemas.ts';
import {
  CHART_PDF_MAX_PAGES,
  MEETING_PDF_TYPES,
  PDF_ORIENTATIONS,
  PDF_TEXTS,
  SCORECARD_PDF_MAX_PERIODS,
  SCORECARD_PDF_MEASURABLES_MAX,
} from './pdf.constants.ts';

const DAY_MS = 86_400_000;

/** How many weeks a range touches (the finest interval): what the 260-period limit counts. */
export function weeksInRange(from: string, to: string): number {
  return Math.floor((Date.parse(to) - Date.parse(from)) / DAY_MS / 7) + 1;
}

/** `GET traction/{meetingId}/{type}/pdf`: the meeting series and which of its documents. */
export const ZMeetingPdfParams = z.object({
  meetingId: ZItemRef,
  type: z.enum(MEETING_PDF_TYPES, { error: PDF_TEXTS.unknownType }),
});
export type TMeetingPdfParams = z.infer<typeof ZMeetingPdfParams>;

/** `?meetingId=`: the held occurrence a summary prints (required for `summary`, ignored otherwise). */
export const ZMeetingPdfQuery = z.object({ meetingId: ZItemRef.optional() });

/** `POST traction/scorecard/pdf/{scorecardId}`. */
export const ZScorecardPdfParams = z.object({ scorecardId: ZItemRef });

/** The chosen range (first and last day), which measurables (all when absent) and the page's way round. */
export const ZScorecardPdfRequest = z
  .object({
    from: ZCalendarDate,
    to: ZCalendarDate,
    measurableIds: z.array(ZItemRef).min(1).max(SCORECARD_PDF_MEASURABLES_MAX).optional(),
    orientation: z.enum(PDF_ORIENTATIONS).default('landscape'),
  })
  .superRefine((range, context) => {
    if (range.to < range.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: PDF_TEXTS.rangeBackwards });
    } else if (weeksInRange(range.from, range.to) > SCORECARD_PDF_MAX_PERIODS) {
      context.addIssue({ code: 'custom', path: ['to'], message: PDF_TEXTS.rangeTooLong });
    }
  });
export type TScorecardPdfRequest = z.infer<typeof ZScorecardPdfRequest>;

/** `GET vto/collection/{c}/revision/{r}/pdf` and the chart's. */
export const ZDocumentPdfParams = z.object({ collectionId: ZItemRef, revisionId: ZItemRef });

/** `?pages=`: how many US-letter landscape pages wide the chart prints (1 when absent). */
export const ZChartPdfQuery = z.object({
  pages: z.coerce
    .number({ error: PDF_TEXTS.pagesWide })
    .int(PDF_TEXTS.pagesWide)
    .min(1, PDF_TEXTS.pagesWide)
    .max(CHART_PDF_MAX_PAGES, PDF_TEXTS.pagesWide)
    .default(1),
});

/** Every PDF answers the file itself. */
export const ZPdfFile = z.unknown().describe('The document (application/pdf, an attachment)');
