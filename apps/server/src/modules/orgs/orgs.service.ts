import { TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import type { TUpdateOrgRequest } from '@cairn/domain/orgs/org-settings.schemas';
import type { TCreateOrgRequest } from '@cairn/domain/orgs/orgs.schemas';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { userAvatarUrl } from '../../db/user-avatar-url.ts';
import { checkVersion } from '../../db/versioned-update.ts';
import { invalidField, notFound, unauthenticated } from '../../http/errors.ts';
import type { orgActorOf } from '../../http/request-actor.ts';
import type { TRequestActor } from '../../types.ts';
import { moveWeeklyPeriods } from '../scorecards/index.ts';
import { createOrgsRepository, type TOrgRow } from './orgs.repository.ts';
import { createPeopleRepository } from './people.repository.ts';

/** What the organisation and people services use from the app. */
export type TOrgsDeps = Pick<
  FastifyInstance,
  'db' | 'live' | 'mailer' | 'notifier' | 'config' | 'log' | 'languagePacks'
>;
/** A signed-in actor working in an organisation (what `orgActorOf` answers). */
export type TOrgActor = ReturnType<typeof orgActorOf>;

/** The rules of organisations: create, read the caller's, read and update the current one. */
export function createOrgsService(deps: TOrgsDeps) {
  const { db } = deps;
  const orgsRepo = createOrgsRepository(db);
  const peopleRepo = createPeopleRepository(db);

  return {
    /**
     * Creates an organisation with the caller as its Owner (names and email from the user), and
     * makes it the user's default when they have none. One transaction; `Added` after commit.
     */
    async create(actor: TRequestActor, input: TCreateOrgRequest): Promise<TOrgRow> {
      const user = await peopleRepo.findUser(actor.userId);
      if (!user) throw unauthenticated();
      return runChange(deps, { userId: actor.userId, orgId: null }, async (tx, record) => {
        const created = await orgsRepo.insert({ name: input.name, timeZone: input.timeZone }, tx);
        const owner = await peopleRepo.insert(
          created.id,
          {
            userId: user.id,
            firstName: user.firstName || user.name || user.email,
            lastName: user.lastName,
            email: user.email,
            role: 'Owner',
            hasAccepted: true,
            avatarUrl: await userAvatarUrl(tx, user.id),
          },
          tx,
        );
        const withOwner = await orgsRepo.setOwner(created.id, owner.id, tx);
        await orgsRepo.setDefaultOrgWhenUnset(user.id, created.id, tx);
        const orgId = created.id;
        await record({
          orgId,
          entityType: 'org',
          entityId: orgId,
          action: 'created',
          data: { name: input.name },
          live: { verb: 'Added' },
        });
        await record({
          orgId,
          entityType: 'person',
          entityId: owner.id,
          action: 'added',
          data: { role: 'Owner' },
        });
        return withOwner;
      });
    },

    /** The caller's organisations, optionally narrowed by ids; others' ids are silently absent. */
    async listMine(actor: TRequestActor, ids: string[] | undefined): Promise<TOrgRow[]> {
      return orgsRepo.listOfUser(actor.userId, ids);
    },

    /** The current organisation; any other id (even one the caller belongs to) is 404. */
    async getCurrent(actor: TOrgActor, orgId: string): Promise<TOrgRow> {
      const org = orgId === actor.orgId ? await orgsRepo.find(actor.orgId) : undefined;
      if (!org) throw notFound('organization');
      return org;
    },

    /**
     * Updates the current organisation's settings; a stale version is 409, unchanged. A new week
     * start moves the weekly scorecard values and goals to the weeks that now hold them.
     */
    async updateCurrent(actor: TOrgActor, orgId: string, input: TUpdateOrgRequest): Promise<TOrgRow> {
      if (orgId !== actor.orgId) throw notFound('organization');
      return runChange(deps, actor, async (tx, record) => {
        const current = await orgsRepo.find(orgId, tx);
        if (!current) throw notFound('organization');
        checkVersion(current.version, input.version);
        const fields = {
          name: input.name,
          themeColor: input.themeColor,
          timeZone: input.timeZone ?? current.timeZone,
          weekStart: input.weekStart ?? current.weekStart,
          website: input.website === undefined ? current.website : input.website || null,
          phone: input.phone === undefined ? current.phone : input.phone || null,
        };
        const updated = await orgsRepo.update(orgId, input.version, fields, tx);
        if (updated.weekStart !== current.weekStart) {
          await moveWeeklyPeriods(tx, orgId, current.weekStart, updated.weekStart);
        }
        const settingsOf = (row: TOrgRow) => ({
          name: row.name,
          themeColor: row.themeColor,
          timeZone: row.timeZone,
          weekStart: row.weekStart,
          website: row.website,
          phone: row.phone,
        });
        await record({
          entityType: 'org',
          entityId: orgId,
          action: 'updated',
          data: { before: settingsOf(current), after: settingsOf(updated) },
          live: { verb: 'Updated' },
        });
        return updated;
      });
    },

    /**
     * The Owner renames To-Do, Rock ... for everyone (issue 33): the whole set replaces the saved
     * one, recorded as an `org` change so every session and live client reads the new words.
     */
    async setTerms(actor: TOrgActor, terms: TOrgTerms): Promise<TOrgTerms> {
      return runChange(deps, actor, async (tx, record) => {
        const current = await orgsRepo.find(actor.orgId, tx);
        if (!current) throw notFound('organization');
        await orgsRepo.setTerms(actor.orgId, terms, tx);
        await record({
          entityType: 'org',
          entityId: actor.orgId,
          action: 'updated',
          data: { before: { terms: current.terms }, after: { terms } },
          live: { verb: 'Updated' },
        });
        return terms;
      });
    },

    /**
     * The Owner requires two-factor sign-in of every member, or stops requiring it. The Owner must
     * have it on themselves first (422 on `requireTwoFactor`), so they cannot lock themselves out.
     * Members without it are sent to set it up by their next request (the guard's 403).
     */
    async setTwoFactorRequirement(actor: TOrgActor, orgId: string, requireTwoFactor: boolean) {
      if (orgId !== actor.orgId) throw notFound('organization');
      return runChange(deps, actor, async (tx, record) => {
        const current = await orgsRepo.find(orgId, tx);
        if (!current) throw notFound('organization');
        if (requireTwoFactor) {
          const user = await peopleRepo.findUser(actor.userId, tx);
          if (!user?.twoFactorEnabled) {
            throw invalidField('requireTwoFactor', TWO_FACTOR_TEXTS.ownerNeedsIt);
          }
        }
        if (current.requireTwoFactor === requireTwoFactor) return requireTwoFactor;
        await orgsRepo.setRequireTwoFactor(orgId, requireTwoFactor, tx);
        await record({
          entityType: 'org',
          entityId: orgId,
          action: 'updated',
          data: { requireTwoFactor },
          live: { verb: 'Updated' },
        });
        return requireTwoFactor;
      });
    },
  };
}

export type TOrgsService = ReturnType<typeof createOrgsService>;
