import { ZEnvelope } from '@cairn/domain/errors';
import {
  ZAcceptInvitationAnswer,
  ZCheckEmailAnswer,
  ZCheckEmailRequest,
  ZInvitationAnswer,
  ZInvitationChangeAnswer,
  ZInvitationIdParam,
  ZInvitationKeyParams,
  ZPersonInvitationsAnswer,
  ZResendInvitationRequest,
  ZSendInvitationsAnswer,
  ZSendInvitationsRequest,
  ZSubscriptionAddAnswer,
  ZSubscriptionAddRequest,
} from '@cairn/domain/people/invitations.schemas';
import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { actorOf, orgActorOf } from '../../plugins/guard.ts';
import { presentPersonInvitation, presentSentInvitation } from './invitations.presenters.ts';
import type { TInvitationsService } from './invitations.service.ts';

const tags = ['invitations'];
const sentNotice = { id: 'INVITES_SENT', type: 'success' as const, text: PEOPLE_TEXTS.inviteSent };

/** The inviter's calls: list, send, add-and-send, check an email, resend, revoke (docs/api-people.md). */
function registerInviterRoutes(api: FastifyInstance, service: TInvitationsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const permission = 'people.add' as const;

  r.get(
    '/invitations',
    { config: { permission }, schema: { tags, response: { 200: ZPersonInvitationsAnswer } } },
    async (request) => {
      const rows = await service.listLatest(orgActorOf(request));
      return ok({ invitations: rows.map((row) => presentPersonInvitation(row)) });
    },
  );

  r.post(
    '/invitations',
    {
      config: { permission },
      schema: { tags, body: ZSendInvitationsRequest, response: { 200: ZSendInvitationsAnswer } },
    },
    async (request) => {
      const rows = await service.send(orgActorOf(request), request.body);
      return ok({ invitations: rows.map(presentSentInvitation) }, [sentNotice]);
    },
  );

  r.post(
    '/subscription/add',
    {
      config: { permission },
      schema: { tags, body: ZSubscriptionAddRequest, response: { 200: ZSubscriptionAddAnswer } },
    },
    async (request) => {
      const { invitees, baseUrl } = request.body;
      const made = await service.addAndInvite(orgActorOf(request), invitees, baseUrl);
      return ok(
        {
          people: made.people.map((p) => ({ id: p.id, email: p.email })),
          invitations: made.invitations.map(presentSentInvitation),
          shouldRedirectToCheckout: false,
        },
        [sentNotice],
      );
    },
  );

  r.post(
    '/people/check-existing-email',
    {
      config: { permission },
      schema: { tags, body: ZCheckEmailRequest, response: { 200: ZCheckEmailAnswer } },
    },
    async (request) => {
      const person = await service.findByEmail(orgActorOf(request), request.body.email);
      return ok({ person: person ? { id: person.id } : null });
    },
  );

  r.post(
    '/invitation/:invitationId/resend',
    {
      config: { permission },
      schema: {
        tags,
        params: ZInvitationIdParam,
        body: ZResendInvitationRequest,
        response: { 200: ZInvitationChangeAnswer },
      },
    },
    async (request) => {
      const row = await service.resend(
        orgActorOf(request),
        request.params.invitationId,
        request.body.baseUrl,
      );
      return ok({ invitation: presentPersonInvitation(row) }, [
        { id: 'INVITE_RESENT', type: 'success', text: PEOPLE_TEXTS.resent },
      ]);
    },
  );

  r.delete(
    '/invitation/:invitationId',
    {
      config: { permission },
      schema: { tags, params: ZInvitationIdParam, response: { 200: ZInvitationChangeAnswer } },
    },
    async (request) => {
      const row = await service.revoke(orgActorOf(request), request.params.invitationId);
      return ok({ invitation: presentPersonInvitation(row) }, [
        { id: 'INVITE_REVOKED', type: 'success', text: PEOPLE_TEXTS.revoked },
      ]);
    },
  );
}

/** The invited person's calls: view (public), accept and decline (signed in as the invited email). */
function registerInviteeRoutes(api: FastifyInstance, service: TInvitationsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/invitation/:invitationId/:key',
    {
      config: { public: true },
      schema: { tags, params: ZInvitationKeyParams, response: { 200: ZInvitationAnswer } },
    },
    async (request) => {
      const { invitation, orgName, inviterName, role } = await service.view(
        request.params.invitationId,
        request.params.key,
      );
      const { id, email, status } = invitation;
      return ok({ invitation: { id, email, orgName, inviterName, role, status } });
    },
  );

  for (const withKey of [true, false]) {
    const base = withKey ? '/invitation/:invitationId/:key' : '/invitation/:invitationId';
    const params = withKey ? ZInvitationKeyParams : ZInvitationKeyParams.pick({ invitationId: true });
    r.post(
      `${base}/accept`,
      {
        config: { permission: 'session' },
        schema: { tags, params, response: { 200: ZAcceptInvitationAnswer } },
      },
      async (request) => {
        const { invitationId } = request.params;
        const key = 'key' in request.params ? String(request.params.key) : null;
        const { orgId, orgName } = await service.accept(actorOf(request), invitationId, key);
        return ok({ orgId }, [
          { id: 'INVITE_ACCEPTED', type: 'success', text: PEOPLE_TEXTS.accepted(orgName) },
        ]);
      },
    );
    r.post(
      `${base}/decline`,
      { config: { permission: 'session' }, schema: { tags, params, response: { 200: ZEnvelope } } },
      async (request) => {
        const { invitationId } = request.params;
        const key = 'key' in request.params ? String(request.params.key) : null;
        await service.decline(actorOf(request), invitationId, key);
        return ok({}, [{ id: 'INVITE_DECLINED', type: 'success', text: PEOPLE_TEXTS.declined }]);
      },
    );
  }
}

/** Every invitation route, under the `/api/v2` prefix. */
export function registerInvitationRoutes(api: FastifyInstance, service: TInvitationsService) {
  registerInviterRoutes(api, service);
  registerInviteeRoutes(api, service);
}
