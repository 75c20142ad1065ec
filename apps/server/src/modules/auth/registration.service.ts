import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_GUESS_LIMIT,
  VERIFICATION_GUESS_WINDOW_MINUTES,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
} from '@cairn/domain/account/account.constants';
import type { TRegisterRequest } from '@cairn/domain/account/account.schemas';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { verificationCodeMail } from './auth-mails.ts';
import type { TAuth } from './better-auth.ts';
import { claimInstanceAdmin } from './instance-admin.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  consumePendingRegistration,
  deletePendingRegistrations,
  findPendingRegistrations,
  insertPendingRegistration,
  renewPendingCode,
  type TPendingRegistration,
} from './pending-registrations.repository.ts';
import { createVerifiedUser, deleteUnverifiedUser, findUserByEmail } from './users.repository.ts';
import { countAttempts, lastAttemptAt, recordAttempt } from './verification-attempts.repository.ts';
import { hashVerificationCode, newVerificationCode } from './verification-code.ts';

const MINUTE_MS = 60_000;
const tooMany = (text: string) => new HttpError(429, [errorMessage(MessageCode.RateLimited, text)]);
const codeInvalid = () =>
  invalidField('verificationCode', ACCOUNT_TEXTS.codeInvalid, MessageCode.CodeInvalid);

/**
 * Registration by email code (issue 7 point 1). A registration is a pending row with its own code
 * and password hash; it holds no account. The account is made when someone proves the address
 * with a registration's code, with that registration's password; the address's other pending
 * registrations are dropped, the instance administrator is claimed
 * then. Limits, shared by every node through the database: wrong codes per address and client;
 * code mails per address an hour; a new code per address and client once a minute.
 */
export function createRegistrationService(api: FastifyInstance, auth: TAuth) {
  const { db, config, mailer } = api;
  const codeHash = (email: string, code: string) => hashVerificationCode(config.sessionSecret, email, code);

  async function isOverMailCap(email: string, now: Date) {
    const since = new Date(now.getTime() - 60 * MINUTE_MS);
    const mailed = await countAttempts(db, { kinds: ['registration-mail', 'resend-mail'], email, since });
    return mailed >= VERIFICATION_MAILS_PER_HOUR;
  }

  async function isResendTooSoon(email: string, client: string, now: Date) {
    const last = await lastAttemptAt(db, 'resend-mail', email, client);
    return last !== undefined && now.getTime() - last.getTime() < VERIFICATION_RESEND_COOLDOWN_SECONDS * 1000;
  }

  /** Gives the registration a fresh code, mails it, and counts the mail. */
  async function resendCode(registration: TPendingRegistration, client: string, now: Date) {
    const code = newVerificationCode();
    const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE_MS);
    await renewPendingCode(db, registration.id, {
      codeHash: codeHash(registration.email, code),
      expiresAt,
      client,
    });
    await recordAttempt(db, 'resend-mail', registration.email, client, now);
    await mailer.send(verificationCodeMail(registration.email, code));
  }

  return {
    /** Stores a pending registration and mails its code; 422 when the address has an account. */
    async register(input: TRegisterRequest, client: string) {
      const now = new Date();
      const existing = await findUserByEmail(db, input.email);
      if (existing?.emailVerified)
        throw invalidField('email', ACCOUNT_TEXTS.emailTaken, MessageCode.EmailTaken);
      if (await isOverMailCap(input.email, now)) throw tooMany(ACCOUNT_TEXTS.codeMailLimit);
      const code = newVerificationCode();
      await insertPendingRegistration(db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        codeHash: codeHash(input.email, code),
        client,
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE_MS),
        createdAt: now,
      });
      await recordAttempt(db, 'registration-mail', input.email, client, now);
      await mailer.send(verificationCodeMail(input.email, code));
    },

    /**
     * A new code for the newest registration this client made (or signed in to). Another client
     * gets nothing mailed and the same answer, so nobody learns of registrations nor gets a code
     * for somebody else's registration of the address.
     */
    async requestNewCode(email: string, client: string) {
      const now = new Date();
      const registration = (await findPendingRegistrations(db, email, now)).find(
        (row) => row.client === client,
      );
      if (!registration) return;
      if (await isResendTooSoon(email, client, now)) throw tooMany(ACCOUNT_TEXTS.codeResendTooSoon);
      if (await isOverMailCap(email, now)) throw tooMany(ACCOUNT_TEXTS.codeMailLimit);
      await resendCode(registration, client, now);
    },

    /**
     * Sign-in with the password of a pending registration: true (the caller answers 403 "verify
     * first"), with a new code mailed when the limits allow. False when no registration has it.
     */
    async signInBeforeVerifying(email: string, password: string, client: string): Promise<boolean> {
      const now = new Date();
      for (const registration of await findPendingRegistrations(db, email, now)) {
        if (!(await verifyPassword(registration.passwordHash, password))) continue;
        const isLimited = (await isResendTooSoon(email, client, now)) || (await isOverMailCap(email, now));
        if (!isLimited) await resendCode(registration, client, now);
        return true;
      }
      return false;
    },

    /**
     * Makes the account of the registration this code was mailed for, signs it in and answers
     * the session token; 422 for a wrong or used code, 429 once this client guessed too often.
     */
    async verify(email: string, code: string, client: string) {
      const now = new Date();
      const since = new Date(now.getTime() - VERIFICATION_GUESS_WINDOW_MINUTES * MINUTE_MS);
      const guesses = await countAttempts(db, { kinds: ['guess'], email, client, since });
      if (guesses >= VERIFICATION_GUESS_LIMIT) throw tooMany(ACCOUNT_TEXTS.tooManyCodeGuesses);
      let made: Awaited<ReturnType<typeof makeAccount>> | undefined;
      try {
        made = await db.transaction(async (tx) => {
          const registration = await consumePendingRegistration(tx, email, codeHash(email, code), now);
          return registration ? makeAccount(tx, registration) : undefined;
        });
      } catch (error) {
        // Two registrations of one address verified at the same moment: the first one won.
        if (!isUniqueViolation(error)) throw error;
      }
      if (!made) {
        await recordAttempt(db, 'guess', email, client, now);
        throw codeInvalid();
      }
      const context = await auth.$context;
      const session = await context.internalAdapter.createSession(made.user.id);
      return { token: session.token, userId: made.user.id };
    },
  };

  /**
   * In the verification's transaction: the user, its password and the admin claim. People added
   * with this email are not linked here: a person joins only by accepting their invitation
   * (modules/people), so registering an address never brings anyone into an organisation.
   */
  async function makeAccount(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    registration: TPendingRegistration,
  ) {
    const existing = await findUserByEmail(tx, registration.email);
    if (existing?.emailVerified) return undefined;
    // A user row left unverified by an older Cairn held nothing: the verified registration replaces it.
    if (existing) await deleteUnverifiedUser(tx, existing.id);
    const user = await createVerifiedUser(tx, { ...registration, id: randomUUID() });
    await deletePendingRegistrations(tx, registration.email);
    await claimInstanceAdmin(tx, user, config.adminEmail);
    return { user };
  }
}

export type TRegistrationService = ReturnType<typeof createRegistrationService>;
