import { ZIdParam } from '@cairn/domain/common/ids.schemas';
import { ZEnvelope } from '@cairn/domain/errors';
import { ZIssueAnswer } from '@cairn/domain/issues/issues.schemas';
import {
  ZMoveIssueToVtoRequest,
  ZVtoActualValuesRequest,
  ZVtoEntryParams,
  ZVtoLongTermIssueAnswer,
  ZVtoLongTermIssueCreatedAnswer,
  ZVtoLongTermIssueMoveRequest,
  ZVtoLongTermIssueRequest,
  ZVtoRevisionAnswer,
  ZVtoRevisionParams,
  ZVtoRockRequest,
  ZVtoSectionAnswer,
  ZVtoVersionQuery,
} from '@cairn/domain/vto/vto.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { presentIssue } from '../issues/issues.presenters.ts';
import { createdMessage } from '../traction-items/item-presenters.ts';
import type { TVtoTractionService } from './vto-traction.service.ts';

const tags = ['vto'];
const change = { permission: 'content.change' } as const;
const base = '/vto/collection/:collectionId/revision/:revisionId';

/** Long-term issues, the quarterly plan's rocks and quarterly results (000 §7, 001 §7, issue 13). */
export function registerVtoTractionRoutes(api: FastifyInstance, traction: TVtoTractionService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/long-term-issue`,
    {
      config: change,
      schema: {
        tags,
        params: ZVtoRevisionParams,
        body: ZVtoLongTermIssueRequest,
        response: { 201: ZVtoLongTermIssueCreatedAnswer },
      },
    },
    async (request, reply) => {
      const { collectionId, revisionId } = request.params;
      const issue = await traction.addIssue(orgActorOf(request), collectionId, revisionId, request.body);
      return reply
        .status(201)
        .send(
          ok({ newLongTermIssue: { id: issue.id }, longTermIssue: issue }, [createdMessage(issue.title)]),
        );
    },
  );

  r.put(
    `${base}/long-term-issue/:entryId`,
    {
      config: change,
      schema: {
        tags,
        params: ZVtoEntryParams,
        body: ZVtoLongTermIssueRequest,
        response: { 200: ZVtoLongTermIssueAnswer },
      },
    },
    async (request) => {
      const { collectionId, revisionId, entryId } = request.params;
      return ok({
        longTermIssue: await traction.editIssue(
          orgActorOf(request),
          collectionId,
          revisionId,
          entryId,
          request.body,
        ),
      });
    },
  );

  r.delete(
    `${base}/long-term-issue/:entryId`,
    {
      config: change,
      schema: { tags, params: ZVtoEntryParams, querystring: ZVtoVersionQuery, response: { 200: ZEnvelope } },
    },
    async (request) => {
      const { collectionId, revisionId, entryId } = request.params;
      await traction.removeIssue(
        orgActorOf(request),
        collectionId,
        revisionId,
        entryId,
        request.query.version,
      );
      return ok({});
    },
  );

  r.post(
    `${base}/long-term-issue/:entryId/move`,
    {
      config: change,
      schema: {
        tags,
        params: ZVtoEntryParams,
        body: ZVtoLongTermIssueMoveRequest,
        response: { 200: ZIssueAnswer },
      },
    },
    async (request) => {
      const { collectionId, revisionId, entryId } = request.params;
      const issue = await traction.moveIssueOut(
        orgActorOf(request),
        collectionId,
        revisionId,
        entryId,
        request.body,
      );
      return ok({ issue: presentIssue(issue) });
    },
  );

  r.post(
    '/issue/:id/move-to-vto',
    {
      config: change,
      schema: {
        tags,
        params: ZIdParam,
        body: ZMoveIssueToVtoRequest,
        response: { 200: ZVtoLongTermIssueAnswer },
      },
    },
    async (request) =>
      ok({ longTermIssue: await traction.moveIssueIn(orgActorOf(request), request.params.id, request.body) }),
  );

  r.post(
    `${base}/quarterly-plan/rock`,
    {
      config: change,
      schema: {
        tags,
        params: ZVtoRevisionParams,
        body: ZVtoRockRequest,
        response: { 200: ZVtoSectionAnswer },
      },
    },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      const target = { collectionId, revisionId, version: request.body.version };
      return ok({ section: await traction.addRock(orgActorOf(request), target, request.body) });
    },
  );

  r.delete(
    `${base}/quarterly-plan/rock/:entryId`,
    {
      config: change,
      schema: {
        tags,
        params: ZVtoEntryParams,
        querystring: ZVtoVersionQuery,
        response: { 200: ZVtoSectionAnswer },
      },
    },
    async (request) => {
      const { collectionId, revisionId, entryId } = request.params;
      const target = { collectionId, revisionId, version: request.query.version };
      return ok({ section: await traction.removeRock(orgActorOf(request), target, entryId) });
    },
  );

  r.post(
    `${base}/metrics/actual-values`,
    {
      config: change,
      schema: {
        tags,
        params: ZVtoRevisionParams,
        body: ZVtoActualValuesRequest,
        response: { 200: ZVtoRevisionAnswer },
      },
    },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok({
        revision: await traction.recordActuals(orgActorOf(request), collectionId, revisionId, request.body),
      });
    },
  );
}
