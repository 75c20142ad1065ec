import { PDF_ENDPOINTS as E } from '@cairn/domain/pdf/pdf.endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import type { TPdfOrder, TPdfService } from './pdf.service.ts';
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

/** The PDF routes, one per endpoint of `PDF_ENDPOINTS` (docs/api-pdf.md). */
export function registerPdfRoutes(api: FastifyInstance, pdfs: TPdfService) {
  addRoute(api, E.meeting, async (request, reply) => {
    const { meetingId, type } = request.params;
    return sendPdf(reply, await pdfs.meeting(orgActorOf(request), meetingId, type, request.query.meetingId));
  });

  addRoute(api, E.scorecard, async (request, reply) =>
    sendPdf(reply, await pdfs.scorecard(orgActorOf(request), request.params.scorecardId, request.body)),
  );

  addRoute(api, E.vto, async (request, reply) => {
    const { collectionId, revisionId } = request.params;
    return sendPdf(reply, await pdfs.vto(orgActorOf(request), collectionId, revisionId));
  });

  addRoute(api, E.chart, async (request, reply) => {
    const { collectionId, revisionId } = request.params;
    return sendPdf(
      reply,
      await pdfs.chart(orgActorOf(request), collectionId, revisionId, request.query.pages),
    );
  });
}
