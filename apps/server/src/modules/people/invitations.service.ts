import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { NOTICES } from '@cairn/domain/notifications/notices';
import type { TNewInvitee, TSendInvitationsRequest } from '@cairn/domain/people/invitations.schemas';
import {
  INVITATION_EXPIRY_DAYS,
  INVITATIONS_PER_ORG_PER_HOUR,
  PEOPLE_TEXTS,
} from '@cairn/domain/people/people.constants';
import type { TRole } from '@cairn/domain/permissions/roles';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TAfterCommit, type TRecord } from '../../db/run-change.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { forbidden, HttpError, invalidField, notFound } from '../../http/errors.ts';
import type { TRequestActor } from '../../types.ts';
import { findUser } from '../auth/index.ts';
import { orgTermsOf, translatorFor } from '../languages/index.ts';
import type { TOrgActor, TOrgsDeps } from '../orgs/index.ts';
import { createOrgsRepository, createPeopleRepository, type TPersonRow } from '../orgs/index.ts';
import { invitationLink, invitationMail } from './invitation.mails.ts';
import { createInvitationsRepository, type TInvitationRow } from './invitations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notifications of one person's invitation share this key (a new one or an answer closes the old). */
const invitationSubject = (personId: string) => `invitation:${personId}`;
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const gone = (text: string) => new HttpError(404, [errorMessage(MessageCode.NotFound, text)]);
const notPending = () =>
  new HttpError(409, [errorMessage(MessageCode.Conflict, PEOPLE_TEXTS.invitationNotPending)]);

/** True when the key is the invitation's (compared in constant time). */
function keyMatches(invitation: TInvitationRow, key: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(invitation.keyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Answering an invitation needs only who the signed-in user is (their verified email is checked). */
type TUserActor = Pick<TRequestActor, 'userId'>;

/**
 * Invitations (001 §5-§7, issue 15): a person is added without a user, then mailed a link with
 * a random key (only its hash is kept, 14 days); they join only by accepting while signed in
 * with the invited email, so a link forwarded to someone else opens nothing and the inviter
 * never learns anything about the invitee's account.
 */
export function createInvitationsService(
  deps: TOrgsDeps,
  hooks: {
    /** Runs inside the change that sends invitations (billing starts its trial there, 001 §4). */
    onInvited?: (tx: TDbOrTx, orgId: string, record: TRecord) => Promise<void>;
  } = {},
) {
  const { db } = deps;
  const repo = createInvitationsRepository(db);
  const peopleRepo = createPeopleRepository(db);
  const orgsRepo = createOrgsRepository(db);

  /** The link base: the caller's `baseUrl` when it is this instance's own origin, APP_URL otherwise. */
  function linkBase(baseUrl: string): string {
    try {
      return new URL(baseUrl).origin === new URL(deps.config.appUrl).origin ? baseUrl : deps.config.appUrl;
    } catch {
      return deps.config.appUrl;
    }
  }

  /** The invitation the id and key open, or the 404 whose text says why (tampered, revoked, expired). */
  async function open(invitationId: string, key: string): Promise<TInvitationRow> {
    const invitation = UUID.test(invitationId) ? await repo.findById(invitationId) : undefined;
    if (!invitation || !keyMatches(invitation, key)) throw gone(PEOPLE_TEXTS.invitationNotFound);
    return invitation;
  }

  /** The open invitation may be answered: pending and not expired; else a 404 (expired/revoked) or 409 (used). */
  function checkAnswerable(invitation: TInvitationRow) {
    if (invitation.status === 'Revoked') throw gone(PEOPLE_TEXTS.invitationRevoked);
    if (invitation.status !== 'Pending') throw notPending();
    if (invitation.expiresAt.getTime() <= Date.now()) throw gone(PEOPLE_TEXTS.invitationExpired);
  }

  /** The signed-in user must be the invited email, verified (else 403 with the text that says so). */
  async function checkInvitee(actor: TUserActor, invitation: TInvitationRow) {
    const user = await findUser(db, actor.userId);
    if (!user?.emailVerified || user.email.toLowerCase() !== invitation.email) {
      throw forbidden(PEOPLE_TEXTS.wrongAccount(invitation.email));
    }
    return user;
  }

  /**
   * An invitee who already has a verified account is also told in their notification centre,
   * with Accept and Decline (the keyless calls, which check the signed-in email). The inviter's
   * answer is the same either way, so it never reveals whether the address has an account.
   */
  async function notifyExistingUser(
    tx: TDbOrTx,
    afterCommit: TAfterCommit,
    invitation: TInvitationRow,
    context: { orgName: string; inviterName: string; role: TRole },
  ) {
    const userId = await repo.findVerifiedUserId(invitation.email, tx);
    if (!userId) return;
    await deps.notifier.toUsers(tx, afterCommit, [{ userId }], {
      kind: 'invitation',
      orgId: invitation.orgId,
      ...NOTICES.invited(context.inviterName, context.orgName, context.role),
      approvalUrl: `invitation/${invitation.id}/accept`,
      denyUrl: `invitation/${invitation.id}/decline`,
      subjectKey: invitationSubject(invitation.personId),
    });
  }

  /** Creates and mails one invitation per person in one transaction (a rollback mails nothing). */
  async function invite(
    actor: TOrgActor,
    targets: TPersonRow[],
    baseUrl: string,
    options: { isImport?: boolean; locale?: string } = {},
  ): Promise<TInvitationRow[]> {
    return runChange(deps, actor, async (tx, record, afterCommit) => {
      const now = new Date();
      const sent = await repo.countSentSince(actor.orgId, new Date(now.getTime() - HOUR_MS), tx);
      // An imported organisation invites its whole team at once: the hourly limit guards typing, not that.
      if (!options.isImport && sent + targets.length > INVITATIONS_PER_ORG_PER_HOUR) {
        throw new HttpError(429, [errorMessage(MessageCode.RateLimited, PEOPLE_TEXTS.tooManyInvitations)]);
      }
      const made: TInvitationRow[] = [];
      // The mail speaks of the organisation's items in its own words (issue 33).
      const terms = await orgTermsOf(tx, actor.orgId);
      for (const person of targets) {
        await repo.revokePendingOfPerson(person.id, tx);
        // The older invitation's notification can no longer be answered.
        await deps.notifier.answered(tx, afterCommit, invitationSubject(person.id));
        const key = randomBytes(32).toString('base64url');
        const invitation = await repo.insert(
          {
            orgId: actor.orgId,
            personId: person.id,
            email: person.email,
            keyHash: hashKey(key),
            invitedByPersonId: actor.person.id,
            sentAt: now,
            expiresAt: new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS),
          },
          tx,
        );
        const { orgName, inviterName } = await repo.context(invitation, tx);
        const link = invitationLink(linkBase(baseUrl), invitation.id, key);
        // The recipient's language when they chose one, else the language of the inviting request.
        const recipientLocale = await repo.findUserLocale(invitation.email, tx);
        const tr = translatorFor(deps.languagePacks, recipientLocale ?? options.locale ?? 'en', terms);
        await deps.mailer.send(
          invitationMail(
            { to: person.email, orgName, inviterName, link, expiresAt: invitation.expiresAt },
            tr,
          ),
          { tx },
        );
        await notifyExistingUser(tx, afterCommit, invitation, { orgName, inviterName, role: person.role });
        await record({
          entityType: 'person',
          entityId: person.id,
          action: 'invited',
          data: { invitationId: invitation.id, email: person.email },
          live: { verb: 'Updated', personIds: [person.id] },
        });
        made.push(invitation);
      }
      if (made.length && hooks.onInvited) await hooks.onInvited(tx, actor.orgId, record);
      return made;
    });
  }

  /** The organisation's people with these ids, each not accepted yet (404 another's, 422 accepted). */
  async function invitable(
    actor: TOrgActor,
    invitees: { id: string; email: string }[],
  ): Promise<TPersonRow[]> {
    const ids = [...new Set(invitees.map((i) => i.id))];
    const found = await peopleRepo.list(actor.orgId, ids);
    if (found.length !== ids.length) throw notFound('person');
    for (const [index, invitee] of invitees.entries()) {
      const person = found.find((p) => p.id === invitee.id);
      if (!person) throw notFound('person');
      if (person.email !== invitee.email)
        throw invalidField(`invitees.${index}.email`, PEOPLE_TEXTS.emailMismatch);
      if (person.hasAccepted) throw invalidField(`invitees.${index}.id`, PEOPLE_TEXTS.alreadyAccepted);
    }
    return found;
  }

  return {
    /** Invites the people of an organisation made by an import (inside the import's change). */
    inviteImported: (actor: TOrgActor, targets: TPersonRow[], baseUrl: string) =>
      invite(actor, targets, baseUrl, { isImport: true }),

    /** `GET invitations`: the newest invitation of each person of the organisation. */
    async listLatest(actor: TOrgActor): Promise<TInvitationRow[]> {
      const everyone = await peopleRepo.list(actor.orgId, undefined);
      return repo.latestOfPeople(
        actor.orgId,
        everyone.map((p) => p.id),
      );
    },

    /** `POST people/check-existing-email`: the organisation's person with that email, or undefined. */
    async findByEmail(actor: TOrgActor, email: string) {
      return peopleRepo.findByEmail(actor.orgId, email);
    },

    /** `POST invitations`: mails each listed person a new link (an older pending one stops working). */
    async send(actor: TOrgActor, input: TSendInvitationsRequest, locale?: string): Promise<TInvitationRow[]> {
      return invite(actor, await invitable(actor, input.invitees), input.baseUrl, { locale });
    },

    /**
     * `POST subscription/add`: adds the popup's people (a duplicate email in the list is ignored,
     * an email already in the organisation is 422 on that row) and invites each of them.
     */
    async addAndInvite(actor: TOrgActor, invitees: TNewInvitee[], baseUrl: string, locale?: string) {
      const unique = invitees.filter((i, n) => invitees.findIndex((j) => j.email === i.email) === n);
      const added = await runChange(deps, actor, async (tx, record) => {
        const rows: TPersonRow[] = [];
        for (const invitee of unique) {
          if (await peopleRepo.findByEmail(actor.orgId, invitee.email, tx)) {
            throw invalidField(`invitees.${invitees.indexOf(invitee)}.email`, PEOPLE_TEXTS.existingEmail);
          }
          const person = await peopleRepo.insert(
            actor.orgId,
            { ...invitee, userId: null, hasAccepted: false },
            tx,
          );
          await record({
            entityType: 'person',
            entityId: person.id,
            action: 'added',
            data: { email: person.email, role: person.role },
            live: { verb: 'Added', personIds: [person.id] },
          });
          rows.push(person);
        }
        return rows;
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? invalidField('invitees', PEOPLE_TEXTS.existingEmail) : error;
      });
      const sent = await invite(actor, added, baseUrl, { locale });
      return { people: added, invitations: sent };
    },

    /** Resends a pending, declined or expired invitation of the organisation with a new key. */
    async resend(
      actor: TOrgActor,
      invitationId: string,
      baseUrl: string,
      locale?: string,
    ): Promise<TInvitationRow> {
      const invitation = await repo.find(actor.orgId, invitationId);
      if (!invitation) throw notFound('invitation');
      const [person] = await peopleRepo.list(actor.orgId, [invitation.personId]);
      if (!person) throw notFound('person');
      if (person.hasAccepted) throw invalidField('id', PEOPLE_TEXTS.alreadyAccepted);
      const [made] = await invite(actor, [person], baseUrl, { locale });
      return made;
    },

    /** Withdraws a pending invitation of the organisation: its link stops working. */
    async revoke(actor: TOrgActor, invitationId: string): Promise<TInvitationRow> {
      return runChange(deps, actor, async (tx, record, afterCommit) => {
        const invitation = await repo.find(actor.orgId, invitationId, tx);
        if (!invitation) throw notFound('invitation');
        const revoked = await repo.setStatusFromPending(invitation.id, 'Revoked', tx);
        if (!revoked) throw notPending();
        await deps.notifier.answered(tx, afterCommit, invitationSubject(invitation.personId));
        await record({
          entityType: 'person',
          entityId: invitation.personId,
          action: 'invitationRevoked',
          data: { invitationId },
          live: { verb: 'Updated', personIds: [invitation.personId] },
        });
        return revoked;
      });
    },

    /** `GET invitation/{id}/{key}`: what the invited person's page shows. */
    async view(invitationId: string, key: string) {
      const invitation = await open(invitationId, key);
      if (invitation.status === 'Revoked') throw gone(PEOPLE_TEXTS.invitationRevoked);
      if (invitation.status === 'Pending' && invitation.expiresAt.getTime() <= Date.now()) {
        throw gone(PEOPLE_TEXTS.invitationExpired);
      }
      const { orgName, inviterName, person } = await repo.context(invitation);
      const hasAccount = (await repo.findVerifiedUserId(invitation.email)) !== undefined;
      return {
        invitation,
        orgName,
        inviterName,
        role: person?.role ?? 'Member',
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        hasAccount,
      };
    },

    /**
     * The invitation the mailed link opens, when it may still be answered: its key proves the
     * address, so an account can be made for it without an emailed code (issue 35 point 9).
     */
    async openAnswerable(invitationId: string, key: string): Promise<TInvitationRow> {
      const invitation = await open(invitationId, key);
      checkAnswerable(invitation);
      return invitation;
    },

    /**
     * Accepts as the signed-in user, who must be the invited email (verified): the person is
     * linked and the organisation becomes the user's default when they have none. With `key`
     * (the mailed link) the key must match; without it (the notification's Accept) the signed-in
     * verified email is the proof.
     */
    async accept(
      actor: TUserActor,
      invitationId: string,
      key: string | null,
    ): Promise<{ orgId: string; orgName: string }> {
      const invitation =
        key === null ? await findForUser(actor, invitationId) : await open(invitationId, key);
      checkAnswerable(invitation);
      const user = await checkInvitee(actor, invitation);
      return runChange(
        deps,
        { userId: actor.userId, orgId: invitation.orgId },
        async (tx, record, afterCommit) => {
          if (!(await repo.setStatusFromPending(invitation.id, 'Accepted', tx))) throw notPending();
          await deps.notifier.answered(tx, afterCommit, invitationSubject(invitation.personId));
          await repo.linkPerson(invitation.personId, user.id, tx);
          await orgsRepo.setDefaultOrgWhenUnset(user.id, invitation.orgId, tx);
          await record({
            entityType: 'person',
            entityId: invitation.personId,
            action: 'invitationAccepted',
            data: { invitationId: invitation.id },
            live: { verb: 'Updated', personIds: [invitation.personId] },
          });
          afterCommit(() => deps.live.syncPersonRooms(invitation.orgId, invitation.personId));
          const org = await orgsRepo.find(invitation.orgId, tx);
          return { orgId: invitation.orgId, orgName: org?.name ?? '' };
        },
      );
    },

    /** Declines as the signed-in invited user; the person stays unaccepted and may be invited again. */
    async decline(actor: TRequestActor, invitationId: string, key: string | null): Promise<void> {
      const invitation =
        key === null ? await findForUser(actor, invitationId) : await open(invitationId, key);
      checkAnswerable(invitation);
      await checkInvitee(actor, invitation);
      await runChange(
        deps,
        { userId: actor.userId, orgId: invitation.orgId },
        async (tx, record, afterCommit) => {
          if (!(await repo.setStatusFromPending(invitation.id, 'Declined', tx))) throw notPending();
          await deps.notifier.answered(tx, afterCommit, invitationSubject(invitation.personId));
          await record({
            entityType: 'person',
            entityId: invitation.personId,
            action: 'invitationDeclined',
            data: { invitationId: invitation.id },
            live: { verb: 'Updated', personIds: [invitation.personId] },
          });
        },
      );
    },
  };

  /** An invitation by id alone (the notification's links): 404 unless it was sent to the caller's email. */
  async function findForUser(actor: TUserActor, invitationId: string): Promise<TInvitationRow> {
    const invitation = UUID.test(invitationId) ? await repo.findById(invitationId) : undefined;
    const user = invitation ? await findUser(db, actor.userId) : undefined;
    if (!invitation || !user?.emailVerified || user.email.toLowerCase() !== invitation.email) {
      throw gone(PEOPLE_TEXTS.invitationNotFound);
    }
    return invitation;
  }
}

export type TInvitationsService = ReturnType<typeof createInvitationsService>;
