import { VTO_ENDPOINTS } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import type { Person } from './soak-person.ts';
import { folderProbe, ownVto, revisionProbe } from './soak-vto-kit.ts';

/* A person's own V/TO draft in the soak: published, renamed, shared, copied, moved, deleted. */

/** The draft itself: published, renamed, shared, copied, moved to a new folder, deleted. */
export async function revisionStep(person: Person) {
  const vto = await ownVto(person);
  const params = { collectionId: vto.collectionId, revisionId: vto.revisionId };
  const draw = person.random();
  const note = (revision: TVtoRevision) => {
    vto.rev = revision;
    person.ack('vto revision', revision.id, revisionProbe(vto), {
      minVersion: revision.version,
      fields: { title: revision.title },
    });
  };
  const forget = () => {
    for (const copy of vto.copies) person.ctx.ledger.unknown('vto revision', copy);
    person.ctx.ledger.unknownUnder(vto.revisionId);
    person.ctx.ledger.unknown('vto folder', vto.collectionId);
    person.state.delete('vto');
  };
  await person.writing(
    'vto revision',
    vto.revisionId,
    async () => {
      if (draw < 0.2)
        note(
          (
            await person.call(vto.published ? VTO_ENDPOINTS.unpublish : VTO_ENDPOINTS.publish, {
              params,
              body: {},
            })
          ).revision,
        );
      else if (draw < 0.35)
        note(
          (await person.call(VTO_ENDPOINTS.rename, { params, body: { title: `Draft ${person.serial()}` } }))
            .revision,
        );
      else if (draw < 0.5)
        note(
          (
            await person.call(VTO_ENDPOINTS.sharing, {
              params,
              body: { isTractionLtOnly: person.chance(0.5) },
            })
          ).revision,
        );
      else if (draw < 0.65) {
        if (vto.copies.length >= 2) {
          const copy = vto.copies.shift() as string;
          await person.call(VTO_ENDPOINTS.remove, {
            params: { collectionId: vto.collectionId, revisionId: copy },
          });
          person.ack('vto revision', copy, revisionProbe(vto, copy), { gone: true });
        } else {
          const { revision } = await person.call(VTO_ENDPOINTS.copy, {
            params,
            body: {
              newRevisionName: `Copy ${person.serial()}`,
              includeVision: true,
              includeCoreValues: true,
              includeTraction: true,
              includeRocks: true,
            },
          });
          vto.copies.push(revision.id);
          person.ack('vto revision', revision.id, revisionProbe(vto, revision.id), {
            fields: { title: revision.title },
          });
        }
      } else if (draw < 0.75) {
        const { collection } = await person.call(VTO_ENDPOINTS.renameFolder, {
          params: { collectionId: vto.collectionId },
          body: { title: `V/TOs of ${person.seed.firstName} ${person.serial()}` },
        });
        person.ack('vto folder', collection.id, folderProbe(person, collection.id), {
          minVersion: collection.version,
        });
      } else if (draw < 0.88 && vto.copies.length === 0) {
        const { revision } = await person.call(VTO_ENDPOINTS.move, {
          params,
          body: { newFolderTitle: `Moved V/TOs ${person.serial()}` },
        });
        const old = vto.collectionId;
        vto.collectionId = revision.collectionId;
        note(revision);
        await person.call(VTO_ENDPOINTS.deleteFolder, { params: { collectionId: old } });
        person.ack('vto folder', old, folderProbe(person, old), { gone: true });
      } else if (draw >= 0.88) {
        for (const copy of vto.copies) {
          await person.call(VTO_ENDPOINTS.remove, {
            params: { collectionId: vto.collectionId, revisionId: copy },
          });
          person.ack('vto revision', copy, revisionProbe(vto, copy), { gone: true });
        }
        await person.call(VTO_ENDPOINTS.remove, { params });
        person.ack('vto revision', vto.revisionId, revisionProbe(vto), { gone: true });
        // Its sections and long-term issues went with it.
        person.ctx.ledger.goneUnder(vto.revisionId);
        await person.call(VTO_ENDPOINTS.deleteFolder, { params: { collectionId: vto.collectionId } });
        person.ack('vto folder', vto.collectionId, folderProbe(person, vto.collectionId), { gone: true });
        person.state.delete('vto');
      }
    },
    forget,
  );
}
