import { VTO_ENDPOINTS } from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import type { TIdentity } from './soak-client.ts';
import type { TProbe, TSeen } from './soak-ledger.ts';
import type { Person } from './soak-person.ts';
import { oneProbe } from './soak-probes.ts';

/* What the soak's V/TO actions share: the V/TO a person writes to, its probes, reads and drafts. */

type TSectionKey =
  | 'coreValues'
  | 'coreValuesSpeech'
  | 'tenYearTarget'
  | 'coreFocus'
  | 'marketingStrategy'
  | 'threeYearPicture'
  | 'oneYearPlan'
  | 'quarterlyPlan';

/** A V/TO a person writes to, with the revision as they last read it (null: read it first). */
export type TVto = {
  collectionId: string;
  revisionId: string;
  rev: TVtoRevision | null;
  copies: string[];
  who: TIdentity;
};

/**
 * Reads the revision as `vto.who`, with the folder it is in when the check runs (a move changes
 * it), and picks a row out of it.
 */
function revisionRead(vto: TVto, revisionId: string, pick: (revision: TVtoRevision) => TSeen | null): TProbe {
  return {
    type: 'one',
    key: `vto:${revisionId}|${vto.who.token}`,
    fetch: (api) =>
      api.call(vto.who, VTO_ENDPOINTS.revision, { params: { collectionId: vto.collectionId, revisionId } }),
    pick: (answer) => pick((answer as { revision: TVtoRevision }).revision),
  };
}

function sectionProbe(vto: TVto, key: TSectionKey) {
  return revisionRead(vto, vto.revisionId, (revision) => {
    const section = revision[key];
    return section ? { version: section.version } : null;
  });
}

export function revisionProbe(vto: TVto, revisionId = vto.revisionId) {
  return revisionRead(vto, revisionId, (revision) => ({
    version: revision.version,
    fields: { title: revision.title },
  }));
}

/** Long-term issues are noted as `revisionId:issueId`, so a deleted draft takes them along. */
export function longTermProbe(vto: TVto, id: string) {
  return revisionRead(vto, vto.revisionId, (revision) => {
    const issue = revision.longTermIssues?.find((entry) => entry.id === id);
    return issue ? { version: issue.version, fields: { title: issue.title } } : null;
  });
}

export async function read(person: Person, vto: TVto): Promise<TVtoRevision> {
  if (vto.rev) return vto.rev;
  const { revision } = await person.call(VTO_ENDPOINTS.revision, {
    params: { collectionId: vto.collectionId, revisionId: vto.revisionId },
  });
  vto.rev = revision;
  return revision;
}

export const PARAGRAPH = '<p>We help leadership teams run on <strong>EOS</strong>, week after week.</p>';

/** One write to a section: its answer replaces the section as read; a refusal makes the person read again. */
export async function section(
  person: Person,
  vto: TVto,
  key: TSectionKey,
  work: (version: number) => Promise<{ section: unknown }>,
) {
  const rev = await read(person, vto);
  const current = rev[key];
  if (!current) return;
  try {
    const answer = await person.writing('vto section', `${vto.revisionId}:${key}`, () =>
      work(current.version),
    );
    (rev as Record<string, unknown>)[key] = answer.section;
    person.ack('vto section', `${vto.revisionId}:${key}`, sectionProbe(vto, key), {
      minVersion: (answer.section as { version: number }).version,
    });
  } catch (error) {
    vto.rev = null;
    throw error;
  }
}

type TOwnVto = TVto & { folderId: string; published: boolean };

/** The person's own draft, made (with its folder) on first use. */
export async function ownVto(person: Person): Promise<TOwnVto> {
  let vto = person.state.get('vto') as TOwnVto | undefined;
  if (vto) return vto;
  const folder = await person.call(VTO_ENDPOINTS.createFolder, {
    body: { title: `V/TOs of ${person.seed.firstName} ${person.serial()}` },
  });
  const made = await person.call(VTO_ENDPOINTS.createRevision, {
    params: { collectionId: folder.collection.id },
    body: { title: `Draft ${person.serial()}` },
  });
  vto = {
    collectionId: folder.collection.id,
    folderId: folder.collection.id,
    revisionId: made.revision.id,
    rev: made.revision,
    copies: [],
    who: person.who,
    published: false,
  };
  person.ack('vto revision', vto.revisionId, revisionProbe(vto), { fields: { title: made.revision.title } });
  person.state.set('vto', vto);
  return vto;
}

export function folderProbe(person: Person, collectionId: string) {
  return oneProbe(
    `vto folder:${collectionId}`,
    person.who,
    VTO_ENDPOINTS.folder,
    { params: { collectionId } },
    (answer) => ({
      version: answer.collection.version,
    }),
  );
}
