import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import {
  ZRegisterRequest,
  ZVerificationCreateRequest,
  ZVerificationVerifyRequest,
} from '@cairn/domain/account/account.schemas';
import { MessageCode } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidField } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { authErrorCode } from './auth-errors.ts';
import type { TAuth } from './better-auth.ts';
import { setSessionCookies } from './cookies.ts';
import { findUserByEmail, linkPendingPeople, promoteFirstUserToInstanceAdmin } from './users.repository.ts';

/** Loose per-IP limits: twenty colleagues registering from one office in a minute still pass. */
const registrationLimit = { max: 60, timeWindow: '1 minute' };
const codeLimit = { max: 120, timeWindow: '1 minute' };

/** Registration with a 6-character email code (spec 002 §5, §7). */
export async function registerRegistrationRoutes(api: FastifyInstance, auth: TAuth) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const sendCode = (email: string) =>
    auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });

  r.post(
    '/account/register',
    {
      config: { public: true, rateLimit: registrationLimit },
      schema: { tags: ['account'], body: ZRegisterRequest },
    },
    async (request) => {
      const { firstName, lastName, email, password } = request.body;
      const existing = await findUserByEmail(api.db, email);
      if (existing?.emailVerified)
        throw invalidField('email', ACCOUNT_TEXTS.emailTaken, MessageCode.EmailTaken);
      if (existing) {
        // Registering again before verifying: a new code, the first password stays.
        await sendCode(email);
      } else {
        // better-auth mails the code itself on sign-up (email verification is required).
        await auth.api.signUpEmail({
          body: { name: `${firstName} ${lastName}`, email, password, firstName, lastName },
        });
        await promoteFirstUserToInstanceAdmin(api.db, email);
      }
      return ok({ email, verificationRequired: true });
    },
  );

  r.post(
    '/account/register/verification/create',
    {
      config: { public: true, rateLimit: registrationLimit },
      schema: { tags: ['account'], body: ZVerificationCreateRequest },
    },
    async (request) => {
      const user = await findUserByEmail(api.db, request.body.email);
      // Answers the same either way so that nobody learns which emails have accounts.
      if (user && !user.emailVerified) await sendCode(request.body.email);
      return ok({ email: request.body.email });
    },
  );

  r.post(
    '/account/register/verification/verify',
    {
      config: { public: true, rateLimit: codeLimit },
      schema: { tags: ['account'], body: ZVerificationVerifyRequest },
    },
    async (request, reply) => {
      const { email, verificationCode } = request.body;
      let token: string | null;
      try {
        ({ token } = await auth.api.verifyEmailOTP({ body: { email, otp: verificationCode } }));
      } catch (error) {
        if (authErrorCode(error) === undefined) throw error;
        throw invalidField('verificationCode', ACCOUNT_TEXTS.codeInvalid, MessageCode.CodeInvalid);
      }
      const user = await findUserByEmail(api.db, email);
      if (!token || !user)
        throw invalidField('verificationCode', ACCOUNT_TEXTS.codeInvalid, MessageCode.CodeInvalid);
      const linked = await linkPendingPeople(api.db, user);
      for (const person of linked)
        api.live.entity('Updated', { entityId: person.id, type: 'person', orgId: person.orgId });
      setSessionCookies(request, reply, token);
      return ok({ token, userId: user.id });
    },
  );
}
