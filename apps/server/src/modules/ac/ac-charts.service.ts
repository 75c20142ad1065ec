import { AC_TEXTS, companyAcFolderTitle } from '@cairn/domain/ac/ac.constants';
import type { TAcCollection, TAcMoveRequest, TAcVisibility } from '@cairn/domain/ac/ac.schemas';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { acCollections, acRevisions, acSeats, orgs } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioned-update.ts';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import { acPolicy } from '../../policies/ac.ts';
import type { TItemActor } from '../traction-items/item-types.ts';
import type { TAcCollectionRow, TAcRevisionRow } from './ac.repository.ts';
import { createAcAccess, presentAcSummary } from './ac-access.ts';

/** 001 §5: the id of the unique-folder-title message. */
export const UNIQUE_AC_FOLDER_TITLE_ID = 'VALIDATION_UNIQUE_AC_FOLDER_TITLE';
/** A new chart's top seat. */
const ROOT_SEAT_TITLE = 'Visionary';
/** Who sees a new chart: the leadership team edits, everyone else views once it is published. */
const DEFAULT_VISIBILITY: TAcVisibility = { lt: 'edit', org: 'view', individuals: [] };

const titleKey = (title: string) => title.trim().toLowerCase();

/** Folders and the life of charts: create, rename, publish, copy, delete, visibility (001 §2-§6). */
export function createAcChartsService(deps: TChangeDeps) {
  const access = createAcAccess(deps.db);
  const { repo } = access;

  const verbOf = (action: 'created' | 'updated' | 'deleted') =>
    action === 'created' ? 'Added' : action === 'deleted' ? 'Deleted' : 'Updated';

  /** A folder's change: every member reads folders. */
  const noteFolder = (
    record: TRecord,
    entityId: string,
    action: 'created' | 'updated' | 'deleted',
    data?: object,
  ) =>
    record({
      entityType: 'ac',
      entityId,
      action,
      data: data as Record<string, unknown>,
      live: { verb: verbOf(action), readers: 'org' },
    });

  /** A chart's change: heard by whoever may see the chart as it was (`before`) or is now (`chart`). */
  const noteChart = async (
    record: TRecord,
    tx: TDbOrTx,
    chart: TAcRevisionRow,
    action: 'created' | 'updated' | 'deleted',
    data?: object,
    before?: TAcRevisionRow,
  ) =>
    record({
      entityType: 'ac',
      entityId: chart.id,
      action,
      data: data as Record<string, unknown>,
      live: {
        verb: verbOf(action),
        readers: await access.readersOf(chart.orgId, before ? [before, chart] : [chart], tx),
      },
    });

  async function checkFolderTitle(
    orgId: string,
    title: string,
    exceptId: string | null,
    tx: TDbOrTx,
    field = 'title',
  ) {
    const [clash] = await tx
      .select({ id: acCollections.id })
      .from(acCollections)
      .where(
        and(
          eq(acCollections.orgId, orgId),
          sql`lower(trim(${acCollections.title})) = ${titleKey(title)}`,
          exceptId ? ne(acCollections.id, exceptId) : undefined,
        ),
      );
    if (clash) throw invalidField(field, AC_TEXTS.folderExists, UNIQUE_AC_FOLDER_TITLE_ID);
  }

  async function checkRevisionTitle(
    collectionId: string,
    title: string,
    exceptId: string | null,
    tx: TDbOrTx,
  ) {
    const [clash] = await tx
      .select({ id: acRevisions.id })
      .from(acRevisions)
      .where(
        and(
          eq(acRevisions.collectionId, collectionId),
          isNull(acRevisions.deletedAt),
          sql`lower(trim(${acRevisions.title})) = ${titleKey(title)}`,
          exceptId ? ne(acRevisions.id, exceptId) : undefined,
        ),
      );
    if (clash) throw invalidField('title', AC_TEXTS.revisionExists, 'VALIDATION_UNIQUE_AC_TITLE');
  }

  /** The organisation's folders, the company folder made on first use (001 §9). */
  async function foldersOf(actor: TItemActor): Promise<TAcCollectionRow[]> {
    const folders = await repo.collections(actor.orgId);
    if (folders.some((folder) => folder.isCompanyFolder)) return folders;
    await runChange(deps, actor, async (tx, record) => {
      const [org] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, actor.orgId));
      const [made] = await tx
        .insert(acCollections)
        .values({ orgId: actor.orgId, title: companyAcFolderTitle(org?.name ?? ''), isCompanyFolder: true })
        .onConflictDoNothing()
        .returning();
      if (made) await noteFolder(record, made.id, 'created', { title: made.title, isCompanyFolder: true });
    });
    return repo.collections(actor.orgId);
  }

  /** Folders with the revisions the caller may see. */
  async function present(actor: TItemActor, folders: TAcCollectionRow[]): Promise<TAcCollection[]> {
    const viewer = await access.viewerOf(actor);
    const revisions = await repo.revisionsOf(
      actor.orgId,
      folders.map((folder) => folder.id),
    );
    return folders.map((folder) => ({
      id: folder.id,
      title: folder.title,
      isCompanyFolder: folder.isCompanyFolder,
      version: folder.version,
      revisions: revisions
        .filter((revision) => revision.collectionId === folder.id && acPolicy.canSee(viewer, revision))
        .map(presentAcSummary),
    }));
  }

  async function folderOf(actor: TItemActor, id: string, tx: TDbOrTx = deps.db) {
    const folder = await repo.collection(actor.orgId, id, tx);
    if (!folder) throw notFound('folder');
    return folder;
  }

  /** A new folder in a change (Create folder, or Move to a folder named there). */
  async function insertFolder(actor: TItemActor, title: string, field: string, tx: TDbOrTx, record: TRecord) {
    await checkFolderTitle(actor.orgId, title, null, tx, field);
    const [made] = await tx
      .insert(acCollections)
      .values({ orgId: actor.orgId, title: title.trim(), createdByPersonId: actor.person.id })
      .returning();
    await noteFolder(record, made.id, 'created', { title: made.title });
    return made;
  }

  /** The folder a copy or a move goes to: 422 on `collectionId` when it is not this organisation's. */
  async function targetFolder(actor: TItemActor, id: string, tx: TDbOrTx) {
    const folder = await repo.collection(actor.orgId, id, tx);
    if (!folder) throw invalidField('collectionId', AC_TEXTS.folderNotFound);
    return folder;
  }

  function requireManager(actor: TItemActor) {
    if (
      !acPolicy.canManageFolders({ personId: actor.person.id, role: actor.person.role, isLeadership: false })
    ) {
      throw forbidden('Observers cannot change charts.');
    }
  }

  return {
    async list(actor: TItemActor) {
      return present(actor, await foldersOf(actor));
    },

    async companyFolder(actor: TItemActor) {
      const folders = await foldersOf(actor);
      const [company] = await present(
        actor,
        folders.filter((folder) => folder.isCompanyFolder),
      );
      return company;
    },

    async collection(actor: TItemActor, id: string) {
      const [folder] = await present(actor, [await folderOf(actor, id)]);
      return folder;
    },

    async createFolder(actor: TItemActor, title: string) {
      requireManager(actor);
      const folder = await runChange(deps, actor, (tx, record) =>
        insertFolder(actor, title, 'title', tx, record),
      );
      const [presented] = await present(actor, [folder]);
      return presented;
    },

    async renameFolder(actor: TItemActor, id: string, body: { title: string; version?: number }) {
      requireManager(actor);
      const current = await folderOf(actor, id);
      const folder = await runChange(deps, actor, async (tx, record) => {
        await checkFolderTitle(actor.orgId, body.title, id, tx);
        const updated = await updateVersioned(
          tx,
          acCollections,
          { id, version: body.version ?? current.version },
          { title: body.title.trim() },
        );
        await noteFolder(record, id, 'updated', { title: updated.title });
        return updated;
      });
      const [presented] = await present(actor, [folder]);
      return presented;
    },

    /** A draft with its top seat. */
    async createRevision(actor: TItemActor, collectionId: string, title: string) {
      requireManager(actor);
      await folderOf(actor, collectionId);
      const revision = await runChange(deps, actor, async (tx, record) => {
        await checkRevisionTitle(collectionId, title, null, tx);
        const [made] = await tx
          .insert(acRevisions)
          .values({
            orgId: actor.orgId,
            collectionId,
            title: title.trim(),
            visibility: DEFAULT_VISIBILITY,
            createdByPersonId: actor.person.id,
            nextSeatKey: 2,
          })
          .returning();
        await tx.insert(acSeats).values({
          orgId: actor.orgId,
          revisionId: made.id,
          key: 1,
          title: ROOT_SEAT_TITLE,
          isRoot: true,
          roles: [],
        });
        await noteChart(record, tx, made, 'created', { title: made.title });
        return made;
      });
      return access.presentRevision(await access.viewerOf(actor), revision);
    },

    async revision(actor: TItemActor, collectionId: string, revisionId: string) {
      const { viewer, revision } = await access.readable(actor, collectionId, revisionId);
      return access.presentRevision(viewer, revision);
    },

    /** Publish, unpublish or rename (with the version when sent). */
    async updateRevision(
      actor: TItemActor,
      collectionId: string,
      revisionId: string,
      change: { isPublished?: boolean; title?: string; version?: number },
    ) {
      const { viewer, revision } = await access.changeable(actor, collectionId, revisionId);
      const updated = await runChange(deps, actor, async (tx, record) => {
        if (change.title !== undefined) await checkRevisionTitle(collectionId, change.title, revisionId, tx);
        const fields: Partial<TAcRevisionRow> = {};
        if (change.isPublished !== undefined) fields.isPublished = change.isPublished;
        if (change.title !== undefined) fields.title = change.title.trim();
        const row = await updateVersioned(
          tx,
          acRevisions,
          { id: revisionId, version: change.version ?? revision.version },
          fields,
        );
        await noteChart(record, tx, row, 'updated', fields, revision);
        return row;
      });
      return access.presentRevision(viewer, updated);
    },

    /** A draft copy, in the same folder or another: every seat with new ids, the tree kept. */
    async copyRevision(
      actor: TItemActor,
      collectionId: string,
      revisionId: string,
      body: { title?: string; collectionId?: string } = {},
    ) {
      requireManager(actor);
      const { revision } = await access.readable(actor, collectionId, revisionId);
      const copy = await runChange(deps, actor, async (tx, record) => {
        const copyTitle = body.title ?? `${revision.title} (copy)`;
        const folderId = body.collectionId
          ? (await targetFolder(actor, body.collectionId, tx)).id
          : collectionId;
        await checkRevisionTitle(folderId, copyTitle, null, tx);
        const seats = await repo.seats(actor.orgId, revisionId, tx);
        const [made] = await tx
          .insert(acRevisions)
          .values({
            orgId: actor.orgId,
            collectionId: folderId,
            title: copyTitle.trim(),
            visibility: revision.visibility,
            createdByPersonId: actor.person.id,
            nextSeatKey: revision.nextSeatKey,
          })
          .returning();
        const newIds = new Map(seats.map((seat) => [seat.id, crypto.randomUUID()]));
        if (seats.length) {
          await tx.insert(acSeats).values(
            seats.map((seat) => ({
              id: newIds.get(seat.id),
              orgId: actor.orgId,
              revisionId: made.id,
              key: seat.key,
              title: seat.title,
              parentId: seat.parentId ? (newIds.get(seat.parentId) ?? null) : null,
              isRoot: seat.isRoot,
              isAssistant: seat.isAssistant,
              assignedToPersonId: seat.assignedToPersonId,
              placeholderName: seat.placeholderName,
              roles: seat.roles,
              notes: seat.notes,
            })),
          );
        }
        await noteChart(record, tx, made, 'created', { title: made.title, copiedFrom: revisionId });
        return made;
      });
      return access.presentRevision(await access.viewerOf(actor), copy);
    },

    /** `PUT .../move` (001 §2, §5): to another folder, or to a new one made by name. */
    async moveRevision(actor: TItemActor, collectionId: string, revisionId: string, body: TAcMoveRequest) {
      const { viewer, revision } = await access.changeable(actor, collectionId, revisionId);
      const moved = await runChange(deps, actor, async (tx, record) => {
        const target = body.collectionId
          ? await targetFolder(actor, body.collectionId, tx)
          : await insertFolder(actor, body.newFolderTitle ?? '', 'newFolderTitle', tx, record);
        if (target.id === collectionId) throw invalidField('collectionId', AC_TEXTS.sameFolder);
        await checkRevisionTitle(target.id, revision.title, revisionId, tx);
        const row = await updateVersioned(
          tx,
          acRevisions,
          { id: revisionId, version: revision.version },
          { collectionId: target.id },
        );
        await noteChart(record, tx, row, 'updated', { from: collectionId, to: target.id });
        return row;
      });
      return access.presentRevision(viewer, moved);
    },

    /** `DELETE ac/collection/{c}`: an empty folder other than the company folder (409 otherwise). */
    async deleteFolder(actor: TItemActor, collectionId: string) {
      requireManager(actor);
      await runChange(deps, actor, async (tx, record) => {
        const folder = await folderOf(actor, collectionId, tx);
        if (folder.isCompanyFolder) throw conflict(AC_TEXTS.companyFolderKept);
        if ((await repo.revisionsOf(actor.orgId, [folder.id], tx)).length)
          throw conflict(AC_TEXTS.folderNotEmpty);
        await tx.delete(acCollections).where(eq(acCollections.id, folder.id));
        await noteFolder(record, folder.id, 'deleted');
      });
      return { id: collectionId };
    },

    async deleteRevision(actor: TItemActor, collectionId: string, revisionId: string) {
      const { revision } = await access.changeable(actor, collectionId, revisionId);
      await runChange(deps, actor, async (tx, record) => {
        await tx.update(acRevisions).set({ deletedAt: new Date() }).where(eq(acRevisions.id, revisionId));
        await noteChart(record, tx, revision, 'deleted');
      });
      return { id: revisionId };
    },

    /** `PUT .../visibility` (001 §3-§6). */
    async setVisibility(
      actor: TItemActor,
      collectionId: string,
      revisionId: string,
      visibility: TAcVisibility,
    ) {
      const { viewer, revision } = await access.changeable(actor, collectionId, revisionId);
      // Granting the leadership team edit needs a leadership team (kept when it already had it).
      const grantsLtEdit = visibility.lt === 'edit' && revision.visibility.lt !== 'edit';
      if (grantsLtEdit && viewer.leadership.size === 0)
        throw invalidField('lt', AC_TEXTS.ltEditNeedsInvitees);
      const ids = [...new Set(visibility.individuals.map((entry) => entry.personId))];
      const found = await repo.people(actor.orgId, ids);
      if (found.length !== ids.length) throw invalidField('individuals', AC_TEXTS.holderNotInOrg);
      const roles = new Map(found.map((person) => [person.id, person.role]));
      if (visibility.individuals.some((entry) => entry.canEdit && roles.get(entry.personId) === 'Observer')) {
        throw invalidField('individuals', AC_TEXTS.observerCannotEdit);
      }
      const updated = await runChange(deps, actor, async (tx, record) => {
        const row = await updateVersioned(
          tx,
          acRevisions,
          { id: revisionId, version: revision.version },
          { visibility },
        );
        await noteChart(record, tx, row, 'updated', { visibility }, revision);
        return row;
      });
      return access.presentRevision(viewer, updated);
    },
  };
}

export type TAcChartsService = ReturnType<typeof createAcChartsService>;
