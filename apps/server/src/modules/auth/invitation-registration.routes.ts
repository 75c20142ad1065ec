import { INVITATION_ENDPOINTS as E } from '@cairn/domain/people/invitations.endpoints';
import { PEOPLE_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import type { TInvitationsService } from '../people/index.ts';
import { setSessionCookies } from './cookies.ts';
import type { TRegistrationService } from './registration.service.ts';
import { recordSessionClient } from './sessions.repository.ts';

/** As loose as registration's: a team invited at once registers from one office. */
const registrationLimit = { max: 60, timeWindow: '1 minute' };

/**
 * `POST invitation/{id}/{key}/register` (issue 35 point 9): the mailed link proves the address,
 * so the invitee gives a password (names start as the inviter typed them) and is signed in and
 * in the organisation, with no emailed code. The account is made first; accepting follows as the
 * new user, exactly as the invitation page's Accept (so a link revoked in between still leaves
 * a working account, and the answer says why it could not join).
 */
export function registerInvitationRegistrationRoute(
  api: FastifyInstance,
  registration: TRegistrationService,
  invitations: TInvitationsService,
) {
  addRoute(
    api,
    E.registerWithKey,
    async (request, reply) => {
      const { invitationId, key } = request.params;
      const invitation = await invitations.openAnswerable(invitationId, key);
      const { token, userId } = await registration.registerProven(invitation.email, request.body);
      setSessionCookies(request, reply, token);
      await recordSessionClient(api.db, token, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      const { orgId, orgName } = await invitations.accept({ userId }, invitationId, key);
      return ok({ token, userId, orgId }, [
        { id: 'INVITE_ACCEPTED', type: 'success', text: PEOPLE_TEXTS.accepted(orgName) },
      ]);
    },
    { rateLimit: registrationLimit },
  );
}
