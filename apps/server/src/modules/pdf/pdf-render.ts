import { renderToBuffer } from '@react-pdf/renderer';
import { registerPdfFonts } from './pdf-fonts.ts';
import type { TPdfJob } from './pdf-jobs.ts';
import { chartDocument } from './templates/chart.ts';
import { meetingListDocument } from './templates/meeting-list.ts';
import { meetingSummaryDocument } from './templates/meeting-summary.ts';
import { scorecardDocument } from './templates/scorecard.ts';
import { vtoDocument } from './templates/vto.ts';

/** The template of each kind of job. */
function documentOf(job: TPdfJob) {
  switch (job.kind) {
    case 'list':
      return meetingListDocument(job);
    case 'summary':
      return meetingSummaryDocument(job);
    case 'scorecard':
      return scorecardDocument(job);
    case 'vto':
      return vtoDocument(job);
    case 'chart':
      return chartDocument(job);
  }
}

/** Draws one PDF (CPU-bound: the pool runs it on a worker thread, never the event loop). */
export async function renderPdf(job: TPdfJob): Promise<Uint8Array> {
  registerPdfFonts();
  const buffer = await renderToBuffer(documentOf(job));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
