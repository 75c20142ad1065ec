import { INVITATION_ENDPOINTS as E } from '@cairn/domain/people/invitations.endpoints';
import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { TRequestActor } from '../../types.ts';
import { requestLocale } from '../languages/index.ts';
import { presentPersonInvitation, presentSentInvitation } from './invitations.presenters.ts';
import type { TInvitationsService } from './invitations.service.ts';

const sentNotice = { id: 'INVITES_SENT', type: 'success' as const, text: PEOPLE_TEXTS.inviteSent };

/** The inviter's calls: list, send, add-and-send, check an email, resend, revoke (docs/api-people.md). */
function registerInviterRoutes(api: FastifyInstance, service: TInvitationsService) {
  addRoute(api, E.list, async (request) => {
    const rows = await service.listLatest(orgActorOf(request));
    return ok({ invitations: rows.map((row) => presentPersonInvitation(row)) });
  });

  addRoute(api, E.send, async (request) => {
    const rows = await service.send(orgActorOf(request), request.body, requestLocale(request));
    return ok({ invitations: rows.map(presentSentInvitation) }, [sentNotice]);
  });

  addRoute(api, E.addAndInvite, async (request) => {
    const { invitees, baseUrl } = request.body;
    const made = await service.addAndInvite(orgActorOf(request), invitees, baseUrl, requestLocale(request));
    return ok(
      {
        people: made.people.map((p) => ({ id: p.id, email: p.email })),
        invitations: made.invitations.map(presentSentInvitation),
        shouldRedirectToCheckout: false,
      },
      [sentNotice],
    );
  });

  addRoute(api, E.checkEmail, async (request) => {
    const person = await service.findByEmail(orgActorOf(request), request.body.email);
    return ok({ person: person ? { id: person.id } : null });
  });

  addRoute(api, E.resend, async (request) => {
    const { invitationId } = request.params;
    const row = await service.resend(
      orgActorOf(request),
      invitationId,
      request.body.baseUrl,
      requestLocale(request),
    );
    return ok({ invitation: presentPersonInvitation(row) }, [
      { id: 'INVITE_RESENT', type: 'success', text: PEOPLE_TEXTS.resent },
    ]);
  });

  addRoute(api, E.revoke, async (request) => {
    const row = await service.revoke(orgActorOf(request), request.params.invitationId);
    return ok({ invitation: presentPersonInvitation(row) }, [
      { id: 'INVITE_REVOKED', type: 'success', text: PEOPLE_TEXTS.revoked },
    ]);
  });
}

/** The invited person's calls: view (public), accept and decline (signed in as the invited email). */
function registerInviteeRoutes(api: FastifyInstance, service: TInvitationsService) {
  addRoute(api, E.view, async (request) => {
    const { invitation, ...about } = await service.view(request.params.invitationId, request.params.key);
    const { id, email, status } = invitation;
    return ok({ invitation: { id, email, status, ...about } });
  });

  const accept = async (actor: TRequestActor, invitationId: string, key: string | null) => {
    const { orgId, orgName } = await service.accept(actor, invitationId, key);
    return ok({ orgId }, [{ id: 'INVITE_ACCEPTED', type: 'success', text: PEOPLE_TEXTS.accepted(orgName) }]);
  };
  const decline = async (actor: TRequestActor, invitationId: string, key: string | null) => {
    await service.decline(actor, invitationId, key);
    return ok({}, [{ id: 'INVITE_DECLINED', type: 'success', text: PEOPLE_TEXTS.declined }]);
  };
  // From the email's link (with its key), or from the bell (the signed-in email is the proof).
  addRoute(api, E.acceptWithKey, (request) =>
    accept(actorOf(request), request.params.invitationId, request.params.key),
  );
  addRoute(api, E.accept, (request) => accept(actorOf(request), request.params.invitationId, null));
  addRoute(api, E.declineWithKey, (request) =>
    decline(actorOf(request), request.params.invitationId, request.params.key),
  );
  addRoute(api, E.decline, (request) => decline(actorOf(request), request.params.invitationId, null));
}

/** Every invitation route, under the `/api/v2` prefix. */
export function registerInvitationRoutes(api: FastifyInstance, service: TInvitationsService) {
  registerInviterRoutes(api, service);
  registerInviteeRoutes(api, service);
}
