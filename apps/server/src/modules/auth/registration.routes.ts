import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import { requestLocale } from '../languages/index.ts';
import { setSessionCookies } from './cookies.ts';
import type { TRegistrationService } from './registration.service.ts';
import {
  clearRegistrationCookie,
  readRegistrationHandle,
  setRegistrationCookie,
} from './registration-handle.ts';
import { recordSessionClient } from './sessions.repository.ts';

/** Loose per-IP limits: twenty colleagues registering from one office in a minute still pass. */
const registrationLimit = { max: 60, timeWindow: '1 minute' };
const codeLimit = { max: 120, timeWindow: '1 minute' };

/**
 * Registration with a 6-character email code (spec 002 §5, §7). A registration holds nothing
 * until the code proves the address (registration.service.ts); the browser that registered
 * carries its handle in an httpOnly cookie, so no body field is added for it.
 */
export async function registerRegistrationRoutes(api: FastifyInstance, registration: TRegistrationService) {
  addRoute(
    api,
    E.register,
    async (request, reply) => {
      setRegistrationCookie(
        request,
        reply,
        await registration.register(request.body, request.ip, requestLocale(request)),
      );
      return ok({ email: request.body.email, verificationRequired: true });
    },
    { rateLimit: registrationLimit },
  );

  addRoute(
    api,
    E.newCode,
    async (request) => {
      // Answers the same whether or not this browser holds a registration of the address.
      const { email } = request.body;
      await registration.requestNewCode(
        email,
        readRegistrationHandle(request),
        request.ip,
        requestLocale(request),
      );
      return ok({ email: request.body.email });
    },
    { rateLimit: registrationLimit },
  );

  addRoute(
    api,
    E.verify,
    async (request, reply) => {
      const { email, verificationCode } = request.body;
      const handle = readRegistrationHandle(request);
      const { token, userId } = await registration.verify(email, verificationCode, handle, request.ip);
      clearRegistrationCookie(reply);
      setSessionCookies(request, reply, token);
      await recordSessionClient(api.db, token, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok({ token, userId });
    },
    { rateLimit: codeLimit },
  );
}
