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
import type { TDbOrTx } from '../../db/client.ts';
import { runChange } from '../../db/run-change.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { translatorFor } from '../languages/index.ts';
import type { TAuthLoader } from './auth-loader.ts';
import { verificationCodeMail } from './auth-mails.ts';
import { claimInstanceAdmin } from './instance-admin.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  deletePendingRegistrations,
  findPendingRegistrations,
  findRegistrationByHandle,
  insertPendingRegistration,
  isLiveCode,
  renewPendingCode,
  setRegistrationHandle,
  type TPendingRegistration,
} from './pending-registrations.repository.ts';
import { hashRegistrationHandle, newRegistrationHandle } from './registration-handle.ts';
import { createVerifiedUser, deleteUnverifiedUser, findUserByEmail } from './users.repository.ts';
import { countAttempts, lastAttemptAt, recordAttempt } from './verification-attempts.repository.ts';
import { hashVerificationCode, newVerificationCode } from './verification-code.ts';

const MINUTE_MS = 60_000;
const tooMany = (text: string) => new HttpError(429, [errorMessage(MessageCode.RateLimited, text)]);
const codeInvalid = () =>
  invalidField('verificationCode', ACCOUNT_TEXTS.codeInvalid, MessageCode.CodeInvalid);
const codeOtherBrowser = () =>
  invalidField('verificationCode', ACCOUNT_TEXTS.codeOtherBrowser, MessageCode.CodeOtherBrowser);

/**
 * Registration by email code (issue 7 point 1, issue 28 point 3). A registration is a pending row
 * with its own code, password hash and a secret handle that only the browser that made it (or
 * signed in with its password) holds; it holds no account. A code proves the mailbox; the account
 * is made with the password of the registration whose handle the verifying browser presents, so
 * the password that counts is always that of the person who typed the code. The address's other
 * registrations are dropped and the instance administrator is claimed then. Limits, shared by
 * every node through the database: wrong codes per address and client; code mails per address an
 * hour; a new code per address and client once a minute.
 */
export function createRegistrationService(api: FastifyInstance, loadAuth: TAuthLoader) {
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

  /** Gives the registration a fresh code (and a new handle when given), mails it, and counts the mail. */
  async function resendCode(
    registration: TPendingRegistration,
    client: string,
    now: Date,
    locale: string,
    handleHash?: string,
  ) {
    const code = newVerificationCode();
    const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE_MS);
    await renewPendingCode(db, registration.id, {
      codeHash: codeHash(registration.email, code),
      expiresAt,
      handleHash,
    });
    await recordAttempt(db, 'resend-mail', registration.email, client, now);
    await mailer.send(
      verificationCodeMail(registration.email, code, translatorFor(api.languagePacks, locale)),
    );
  }

  return {
    /**
     * An account for an address already proven (the invitation's mailed key): made verified at
     * once, no code; the address's pending registrations are dropped. 422 on `email` when the
     * address has an account. Answers the new session's token.
     */
    async registerProven(email: string, input: Omit<TRegisterRequest, 'email'>) {
      const userId = randomUUID();
      const passwordHash = await hashPassword(input.password);
      const taken = () => invalidField('email', ACCOUNT_TEXTS.emailTaken, MessageCode.EmailTaken);
      try {
        await runChange(api, { userId, orgId: null }, async (tx, record) => {
          const existing = await findUserByEmail(tx, email);
          if (existing?.emailVerified) throw taken();
          await deletePendingRegistrations(tx, email);
          if (existing) await deleteUnverifiedUser(tx, existing.id);
          const user = await createVerifiedUser(tx, { ...input, email, passwordHash, id: userId });
          await claimInstanceAdmin(tx, user, config.adminEmail);
          await record({ entityType: 'user', entityId: userId, action: 'created' });
        });
      } catch (error) {
        // The same address registered at the same moment elsewhere: that one won.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      const context = await (await loadAuth()).$context;
      const session = await context.internalAdapter.createSession(userId);
      return { token: session.token, userId };
    },

    /**
     * Stores a pending registration, mails its code and answers its handle (for the browser's
     * cookie); 422 when the address has an account.
     */
    async register(input: TRegisterRequest, client: string, locale = 'en'): Promise<string> {
      const now = new Date();
      const existing = await findUserByEmail(db, input.email);
      if (existing?.emailVerified)
        throw invalidField('email', ACCOUNT_TEXTS.emailTaken, MessageCode.EmailTaken);
      if (await isOverMailCap(input.email, now)) throw tooMany(ACCOUNT_TEXTS.codeMailLimit);
      const code = newVerificationCode();
      const handle = newRegistrationHandle();
      await insertPendingRegistration(db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        codeHash: codeHash(input.email, code),
        handleHash: hashRegistrationHandle(handle),
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE_MS),
        createdAt: now,
      });
      await recordAttempt(db, 'registration-mail', input.email, client, now);
      await mailer.send(verificationCodeMail(input.email, code, translatorFor(api.languagePacks, locale)));
      return handle;
    },

    /**
     * A new code for the registration whose handle the browser presents. Any other caller gets
     * nothing mailed and the same answer, so nobody learns of registrations nor has a code sent
     * for somebody else's.
     */
    async requestNewCode(email: string, handle: string | undefined, client: string, locale = 'en') {
      const now = new Date();
      if (!handle) return;
      const registration = await findRegistrationByHandle(db, email, hashRegistrationHandle(handle), now);
      if (!registration) return;
      if (await isResendTooSoon(email, client, now)) throw tooMany(ACCOUNT_TEXTS.codeResendTooSoon);
      if (await isOverMailCap(email, now)) throw tooMany(ACCOUNT_TEXTS.codeMailLimit);
      await resendCode(registration, client, now, locale);
    },

    /**
     * Sign-in with the password of a pending registration: its new handle (the caller sets the
     * cookie and answers 403 "verify first"), with a new code mailed when the limits allow. The
     * password proves whose registration it is, so this browser now holds it (and any other
     * browser's handle of it dies). Undefined when no registration has this password.
     */
    async signInBeforeVerifying(email: string, password: string, client: string, locale = 'en') {
      const now = new Date();
      for (const registration of await findPendingRegistrations(db, email, now)) {
        if (!(await verifyPassword(registration.passwordHash, password))) continue;
        const handle = newRegistrationHandle();
        const handleHash = hashRegistrationHandle(handle);
        const isLimited = (await isResendTooSoon(email, client, now)) || (await isOverMailCap(email, now));
        if (isLimited) await setRegistrationHandle(db, registration.id, handleHash);
        else await resendCode(registration, client, now, locale, handleHash);
        return handle;
      }
      return undefined;
    },

    /**
     * A code mailed to the address proves it; the account is made with the password of the
     * registration whose handle this browser holds, signed in, and the session token answered.
     * 422 for a browser without a handle ("enter it where you registered"), for a handle whose
     * registration is gone (expired, verified, or taken over by a sign-in elsewhere) and for a
     * wrong code; only wrong codes count as guesses. 429 once this client guessed too often.
     */
    async verify(email: string, code: string, handle: string | undefined, client: string) {
      const now = new Date();
      const since = new Date(now.getTime() - VERIFICATION_GUESS_WINDOW_MINUTES * MINUTE_MS);
      const guesses = await countAttempts(db, { kinds: ['guess'], email, client, since });
      if (guesses >= VERIFICATION_GUESS_LIMIT) throw tooMany(ACCOUNT_TEXTS.tooManyCodeGuesses);
      if (!handle) throw codeOtherBrowser();
      const registration = await findRegistrationByHandle(db, email, hashRegistrationHandle(handle), now);
      if (!registration) throw codeInvalid();
      const userId = randomUUID();
      let made: Awaited<ReturnType<typeof makeAccount>> | undefined;
      try {
        // The new user makes the change: its events row records that the account was made.
        made = await runChange(api, { userId, orgId: null }, async (tx, record) => {
          if (!(await isLiveCode(tx, email, codeHash(email, code), now))) return undefined;
          const user = await makeAccount(tx, registration, userId);
          if (user) await record({ entityType: 'user', entityId: userId, action: 'created' });
          return user;
        });
      } catch (error) {
        // Two registrations of one address verified at the same moment: the first one won.
        if (!isUniqueViolation(error)) throw error;
      }
      if (!made) {
        await recordAttempt(db, 'guess', email, client, now);
        throw codeInvalid();
      }
      const context = await (await loadAuth()).$context;
      const session = await context.internalAdapter.createSession(made.id);
      return { token: session.token, userId: made.id };
    },
  };

  /**
   * In the verification's change: the user with the registration's password, the admin claim,
   * and the address's registrations dropped; undefined when another verification of the address
   * won meanwhile. People added with this email are not linked here: a person joins only by
   * accepting their invitation (modules/people), so registering never brings anyone in.
   */
  async function makeAccount(tx: TDbOrTx, registration: TPendingRegistration, userId: string) {
    const existing = await findUserByEmail(tx, registration.email);
    if (existing?.emailVerified) return undefined;
    const dropped = await deletePendingRegistrations(tx, registration.email);
    if (!dropped.includes(registration.id)) return undefined;
    // A user row left unverified by an older Cairn held nothing: the verified registration replaces it.
    if (existing) await deleteUnverifiedUser(tx, existing.id);
    const user = await createVerifiedUser(tx, { ...registration, id: userId });
    await claimInstanceAdmin(tx, user, config.adminEmail);
    return user;
  }
}

export type TRegistrationService = ReturnType<typeof createRegistrationService>;
