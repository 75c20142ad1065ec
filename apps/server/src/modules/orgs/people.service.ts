import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { NOTICES } from '@cairn/domain/notifications/notices';
import { ORG_TEXTS } from '@cairn/domain/orgs/orgs.constants';
import type { TAddMemberRequest, TChangeRoleRequest } from '@cairn/domain/orgs/orgs.schemas';
import { runChange } from '../../db/run-change.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { checkVersion } from '../../db/versioned-update.ts';
import { conflict, HttpError, invalidField, notFound } from '../../http/errors.ts';
import { createOrgsRepository } from './orgs.repository.ts';
import type { TOrgActor, TOrgsDeps } from './orgs.service.ts';
import { createPeopleRepository, type TPersonRow } from './people.repository.ts';

const unprocessable = (text: string) => new HttpError(422, [errorMessage(MessageCode.Invalid, text)]);

/** The rules of people: list the current organisation's, add, change a role, remove. */
export function createPeopleService(deps: TOrgsDeps) {
  const { db } = deps;
  const peopleRepo = createPeopleRepository(db);
  const orgsRepo = createOrgsRepository(db);

  return {
    /** The current organisation's people, optionally narrowed by ids; others' ids are absent. */
    async list(actor: TOrgActor, ids: string[] | undefined): Promise<TPersonRow[]> {
      return peopleRepo.list(actor.orgId, ids);
    },

    /**
     * Adds a person who has not accepted (issue 15): no user is linked and nothing is mailed;
     * `POST invitations` mails them a link, and they join only by accepting it. The typed names
     * are kept (the adder never sees another account's stored names). A second person with the
     * same email is refused (422 on email).
     */
    async add(actor: TOrgActor, input: TAddMemberRequest): Promise<TPersonRow> {
      const alreadyMember = () => invalidField('email', ORG_TEXTS.alreadyMember);
      return runChange(deps, actor, async (tx, record) => {
        const org = await orgsRepo.find(actor.orgId, tx);
        if (!org) throw notFound('organization');
        if (await peopleRepo.findByEmail(actor.orgId, input.email, tx)) throw alreadyMember();
        const inserted = await peopleRepo.insert(
          actor.orgId,
          { ...input, userId: null, hasAccepted: false },
          tx,
        );
        await record({
          entityType: 'person',
          entityId: inserted.id,
          action: 'added',
          data: { email: inserted.email, role: inserted.role },
          live: { verb: 'Added', personIds: [inserted.id] },
        });
        return inserted;
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? alreadyMember() : error;
      });
    },

    /** Changes a person's role; the Owner's role is fixed (422) and a stale version is 409. */
    async changeRole(actor: TOrgActor, personId: string, input: TChangeRoleRequest): Promise<TPersonRow> {
      return runChange(deps, actor, async (tx, record, afterCommit) => {
        const person = await peopleRepo.find(actor.orgId, personId, tx);
        if (!person) throw notFound('person');
        const org = await orgsRepo.find(actor.orgId, tx);
        if (person.role === 'Owner' || org?.ownerPersonId === person.id) {
          throw invalidField('role', ORG_TEXTS.cannotChangeOwner);
        }
        checkVersion(person.version, input.version);
        if (person.role === input.role) return person;
        const updated = await peopleRepo.setRole(actor.orgId, personId, input.role, person.version, tx);
        if (!updated) throw conflict();
        // The role decides which meetings the person sees (Owner and Admin: all of them).
        afterCommit(() => deps.live.syncPersonRooms(actor.orgId, personId));
        await record({
          entityType: 'person',
          entityId: personId,
          action: 'roleChanged',
          data: { before: person.role, after: updated.role },
          live: { verb: 'Updated', personIds: [personId] },
        });
        await deps.notifier.toPeople(tx, afterCommit, actor.orgId, [personId], {
          kind: 'roleChanged',
          orgId: actor.orgId,
          ...NOTICES.roleChanged(org?.name ?? '', updated.role),
        });
        return updated;
      });
    },

    /**
     * Removes a person from the organisation. This is a hard delete: people rows have no soft
     * delete yet (the events table keeps who was removed, by whom and when). The Owner cannot
     * be removed and nobody removes themselves (422). A user whose default organisation this
     * was loses that default, so their next session starts in another one.
     */
    async remove(actor: TOrgActor, personId: string): Promise<void> {
      await runChange(deps, actor, async (tx, record, afterCommit) => {
        const person = await peopleRepo.find(actor.orgId, personId, tx);
        if (!person) throw notFound('person');
        const org = await orgsRepo.find(actor.orgId, tx);
        if (person.role === 'Owner' || org?.ownerPersonId === person.id)
          throw unprocessable(ORG_TEXTS.cannotRemoveOwner);
        if (person.id === actor.person.id) throw unprocessable(ORG_TEXTS.cannotRemoveSelf);
        await peopleRepo.remove(actor.orgId, personId, tx);
        if (person.userId) await peopleRepo.clearDefaultOrg(actor.orgId, person.userId, tx);
        await record({
          entityType: 'person',
          entityId: personId,
          action: 'removed',
          data: {
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            role: person.role,
            userId: person.userId,
          },
          live: { verb: 'Deleted', personIds: [personId] },
        });
        // After the Deleted above has reached them: the person's sockets leave the organisation's rooms.
        afterCommit(() => deps.live.removePersonFromOrg(personId, actor.orgId));
      });
    },
  };
}

export type TPeopleService = ReturnType<typeof createPeopleService>;
