import { renderToBuffer } from '@react-pdf/renderer';
import { buildWith, fontsFor, registerPdfFonts } from './pdf-fonts.ts';
import type { TPdfJob } from './pdf-jobs.ts';
import { pdfWords } from './pdf-words.ts';
import { chartDocument } from './templates/chart.ts';
import { meetingListDocument } from './templates/meeting-list.ts';
import { meetingSummaryDocument } from './templates/meeting-summary.ts';
import { scorecardDocument } from './templates/scorecard.ts';
import { vtoDocument } from './templates/vto.ts';

/** The template of each kind of job, in the words of the asker's language. */
function documentOf(job: TPdfJob) {
  const words = pdfWords(job.language);
  switch (job.kind) {
    case 'list':
      return meetingListDocument(job, words);
    case 'summary':
      return meetingSummaryDocument(job, words);
    case 'scorecard':
      return scorecardDocument(job, words);
    case 'vto':
      return vtoDocument(job, words);
    case 'chart':
      return chartDocument(job, words);
  }
}

/** Every character the job may print (its language's texts too; numeric character references in notes decoded). */
function textOf(job: TPdfJob): string {
  const text = JSON.stringify(job, (key, value) => (key === 'logo' ? undefined : value));
  return text.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (_reference, code: string) => {
    const codePoint = code[0]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
  });
}

/** Draws one PDF (CPU-bound: the pool runs it on a worker thread, never the event loop). */
export async function renderPdf(job: TPdfJob): Promise<Uint8Array> {
  registerPdfFonts();
  const fonts = await fontsFor(textOf(job));
  const buffer = await renderToBuffer(buildWith(fonts, () => documentOf(job)));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
