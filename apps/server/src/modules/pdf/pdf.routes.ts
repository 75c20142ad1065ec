import { PDF_ENDPOINTS as E } from '@cairn/domain/pdf/pdf.endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import type { TPdfOrder, TPdfService } from './pdf.service.ts';
import { askerLanguage } from './pdf-language.ts';
import { renderPdfOffThread } from './pdf-pool.ts';

/** Draws the order in the pool and answers it as a download named after the document and the day. */
async function sendPdf(reply: FastifyReply, order: TPdfOrder) {
  const bytes = await renderPdfOffThread(order.job);
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${order.fileName}"; filename*=UTF-8''${encodeURIComponent(order.fileName)}`,
    )
    .header('cache-control', 'no-store');
  return bytes;
}

/** The PDF routes, one per endpoint of `PDF_ENDPOINTS` (docs/api-pdf.md), in the asker's language. */
export function registerPdfRoutes(api: FastifyInstance, pdfs: TPdfService) {
  addRoute(api, E.meeting, async (request, reply) => {
    const { meetingId, type } = request.params;
    const actor = orgActorOf(request);
    const language = await askerLanguage(request);
    return sendPdf(reply, await pdfs.meeting(actor, meetingId, type, request.query.meetingId, language));
  });

  addRoute(api, E.scorecard, async (request, reply) => {
    const actor = orgActorOf(request);
    const language = await askerLanguage(request);
    return sendPdf(reply, await pdfs.scorecard(actor, request.params.scorecardId, request.body, language));
  });

  addRoute(api, E.vto, async (request, reply) => {
    const { collectionId, revisionId } = request.params;
    const actor = orgActorOf(request);
    const language = await askerLanguage(request);
    return sendPdf(reply, await pdfs.vto(actor, collectionId, revisionId, language));
  });

  addRoute(api, E.chart, async (request, reply) => {
    const { collectionId, revisionId } = request.params;
    const actor = orgActorOf(request);
    const language = await askerLanguage(request);
    return sendPdf(reply, await pdfs.chart(actor, collectionId, revisionId, request.query.pages, language));
  });
}
