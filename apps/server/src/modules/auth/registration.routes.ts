import { ZMailSentAnswer, ZRegisteredAnswer } from '@cairn/domain/account/account.answers';
import {
  ZRegisterRequest,
  ZVerificationCreateRequest,
  ZVerificationVerifyRequest,
} from '@cairn/domain/account/account.schemas';
import { ZSignedInAnswer } from '@cairn/domain/account/session.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { setSessionCookies } from './cookies.ts';
import type { TRegistrationService } from './registration.service.ts';

/** Loose per-IP limits: twenty colleagues registering from one office in a minute still pass. */
const registrationLimit = { max: 60, timeWindow: '1 minute' };
const codeLimit = { max: 120, timeWindow: '1 minute' };

/**
 * Registration with a 6-character email code (spec 002 §5, §7). A registration holds nothing
 * until the code proves the address (registration.service.ts).
 */
export async function registerRegistrationRoutes(api: FastifyInstance, registration: TRegistrationService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/account/register',
    {
      config: { public: true, rateLimit: registrationLimit },
      schema: { tags: ['account'], body: ZRegisterRequest, response: { 200: ZRegisteredAnswer } },
    },
    async (request) => {
      await registration.register(request.body, request.ip);
      return ok({ email: request.body.email, verificationRequired: true });
    },
  );

  r.post(
    '/account/register/verification/create',
    {
      config: { public: true, rateLimit: registrationLimit },
      schema: { tags: ['account'], body: ZVerificationCreateRequest, response: { 200: ZMailSentAnswer } },
    },
    async (request) => {
      // Answers the same whether or not a registration exists.
      await registration.requestNewCode(request.body.email, request.ip);
      return ok({ email: request.body.email });
    },
  );

  r.post(
    '/account/register/verification/verify',
    {
      config: { public: true, rateLimit: codeLimit },
      schema: { tags: ['account'], body: ZVerificationVerifyRequest, response: { 200: ZSignedInAnswer } },
    },
    async (request, reply) => {
      const { email, verificationCode } = request.body;
      const { token, userId } = await registration.verify(email, verificationCode, request.ip);
      setSessionCookies(request, reply, token);
      return ok({ token, userId });
    },
  );
}
