import { defineEndpoint } from '../common/endpoint.ts';
import {
  ZChartPdfQuery,
  ZDocumentPdfParams,
  ZMeetingPdfParams,
  ZMeetingPdfQuery,
  ZPdfFile,
  ZScorecardPdfParams,
  ZScorecardPdfRequest,
} from './pdf.schemas.ts';

const read = 'content.read';
const produces = 'application/pdf';

/**
 * The PDFs (issue 31; 002 §7; docs/api-pdf.md). Each answers `application/pdf` as an attachment
 * named after the meeting or document and the day, under the read rules of the page it prints.
 */
export const PDF_ENDPOINTS = {
  meeting: defineEndpoint({
    method: 'GET',
    path: '/traction/:meetingId/:type/pdf',
    access: read,
    tag: 'meetings',
    summary: "Download a meeting's summary, lists or scorecard as a PDF",
    description:
      '`type` is `summary` (a held meeting: `?meetingId=` names the occurrence), `todos`, `issues`, `rocks`, `headlines` (the open lists as the meeting page shows them) or `scorecard` (the last 13 periods). Behind the MeetingPdfs feature flag (403 when off).',
    params: ZMeetingPdfParams,
    query: ZMeetingPdfQuery,
    answer: ZPdfFile,
    produces,
  }),
  scorecard: defineEndpoint({
    method: 'POST',
    path: '/traction/scorecard/pdf/:scorecardId',
    access: read,
    tag: 'scorecards',
    summary: 'Download a scorecard over a chosen range as a PDF',
    description:
      'The periods from `from` to `to` (at most 260), all measurables or those named, portrait or landscape. Behind the MeetingPdfs feature flag (403 when off).',
    params: ZScorecardPdfParams,
    body: ZScorecardPdfRequest,
    bodyExample: { from: '2026-01-05', to: '2026-03-30', orientation: 'landscape' },
    answer: ZPdfFile,
    produces,
  }),
  vto: defineEndpoint({
    method: 'GET',
    path: '/vto/collection/:collectionId/revision/:revisionId/pdf',
    access: read,
    tag: 'vto',
    summary: 'Download a V/TO revision as a PDF',
    description:
      'The Vision and Traction pages as EOS lays them out, with only what the caller may read (leadership-only figures for the leadership team). Behind the VisionPdf feature flag (on by default).',
    params: ZDocumentPdfParams,
    answer: ZPdfFile,
    produces,
  }),
  chart: defineEndpoint({
    method: 'GET',
    path: '/ac/collection/:collectionId/revision/:revisionId/pdf',
    access: read,
    tag: 'accountability chart',
    summary: 'Download an accountability chart as a PDF',
    description:
      'The chart on US-letter landscape pages, `pages` (1 to 4) wide, each seat with its holder, roles and leadership badge (001 §9 print rules).',
    params: ZDocumentPdfParams,
    query: ZChartPdfQuery,
    answer: ZPdfFile,
    produces,
  }),
} as const;
