import { AC_ENDPOINTS } from '@cairn/domain/ac/ac.endpoints';
import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { checker, type Person, type TAction, type TOwned } from './soak-person.ts';
import { oneProbe } from './soak-probes.ts';

/*
 * The Accountability Chart: one company chart everyone may edit, a seat per lead (made at set-up)
 * and per teammate (made on first use, under their lead's seat, the teammate its holder). People
 * edit their seat (title, roles) and move it under another lead's seat: seats WITH a holder, the
 * edit that freezes a PGlite server while its holder check runs outside the transaction. They
 * write seat notes, add vacant seats below theirs and insert one above, clear and remove those,
 * read the chart. Each person also keeps a chart of their own in a folder of their own: renamed,
 * published, copied, moved to a new folder, its visibility set, deleted with its folder.
 */

const chartParams = (person: Person) => ({
  collectionId: person.world.chart.collectionId,
  revisionId: person.world.chart.revisionId,
});

function seatProbe(person: Person, seatId: string) {
  const params = chartParams(person);
  return oneProbe(`chart:${params.revisionId}`, checker(person), AC_ENDPOINTS.chart, { params }, (answer) => {
    const seat = answer.revision.seats.find((candidate) => candidate.id === seatId);
    return seat ? { version: seat.version, fields: { title: seat.title } } : null;
  });
}

function noteSeat(person: Person, owned: TOwned, seat: TAcSeat) {
  owned.version = seat.version;
  owned.title = seat.title;
  person.ack('seat', seat.id, seatProbe(person, seat.id), {
    minVersion: seat.version,
    fields: { title: seat.title },
  });
}

const leadSeatOf = (person: Person) => person.world.chart.leadSeatIds[person.team.index] as string;

/** The seat this person holds: their lead's seat for a lead, else made on first use. */
async function mySeat(person: Person): Promise<TOwned> {
  let owned = person.state.get('seat') as TOwned | undefined;
  if (!owned) {
    if (person.isLead) owned = { id: leadSeatOf(person), version: undefined, title: '' };
    else {
      const { seat } = await person.call(AC_ENDPOINTS.createSeat, {
        params: chartParams(person),
        body: {
          title: `${person.seed.firstName}'s seat`,
          parentId: leadSeatOf(person),
          assignedToId: person.personId,
          roles: ['Serve the customers', 'Report weekly'],
          isAssistant: false,
        },
      });
      owned = { id: seat.id, version: seat.version, title: seat.title };
      noteSeat(person, owned, seat);
    }
    person.state.set('seat', owned);
  }
  if (owned.version === undefined) {
    const { seat } = await person.call(AC_ENDPOINTS.seat, {
      params: { ...chartParams(person), seatId: owned.id },
    });
    owned.version = seat.version;
    owned.title = seat.title;
  }
  return owned;
}

async function editSeat(person: Person, owned: TOwned, body: Record<string, unknown>) {
  try {
    const { seat } = await person.writing('seat', owned.id, () =>
      person.call(AC_ENDPOINTS.editSeat, {
        params: { ...chartParams(person), seatId: owned.id },
        body: { ...body, version: owned.version as number },
      }),
    );
    noteSeat(person, owned, seat);
  } catch (error) {
    owned.version = undefined;
    throw error;
  }
}

type TOwnChart = {
  folderId: string;
  revisionId: string;
  title: string;
  published: boolean;
  copies: string[];
};

function chartProbe(person: Person, collectionId: string, revisionId: string) {
  return oneProbe(
    `own chart:${revisionId}`,
    person.who,
    AC_ENDPOINTS.chart,
    { params: { collectionId, revisionId } },
    (answer) => ({
      version: answer.revision.version,
      fields: { title: answer.revision.title },
    }),
  );
}

function folderProbe(person: Person, collectionId: string) {
  return oneProbe(
    `own folder:${collectionId}`,
    person.who,
    AC_ENDPOINTS.collection,
    { params: { collectionId } },
    (answer) => ({
      version: answer.collection.version,
    }),
  );
}

/** One step of the life of the person's own chart. */
async function ownChartStep(person: Person) {
  const own = person.state.get('own chart') as TOwnChart | undefined;
  if (!own) {
    const folder = await person.call(AC_ENDPOINTS.createFolder, {
      body: { title: `Charts of ${person.seed.firstName} ${person.serial()}` },
    });
    person.ack('chart folder', folder.collection.id, folderProbe(person, folder.collection.id));
    const made = await person.call(AC_ENDPOINTS.createChart, {
      params: { collectionId: folder.collection.id },
      body: { title: `Plan ${person.serial()}` },
    });
    person.ack('chart', made.revision.id, chartProbe(person, folder.collection.id, made.revision.id), {
      fields: { title: made.revision.title },
    });
    person.state.set('own chart', {
      folderId: folder.collection.id,
      revisionId: made.revision.id,
      title: made.revision.title,
      published: false,
      copies: [],
    } satisfies TOwnChart);
    return;
  }
  const params = { collectionId: own.folderId, revisionId: own.revisionId };
  const noteChart = (revision: { id: string; version: number; title: string; collectionId: string }) =>
    person.ack('chart', revision.id, chartProbe(person, revision.collectionId, revision.id), {
      minVersion: revision.version,
      fields: { title: revision.title },
    });
  // A step cut by a kill (or any unknown outcome): the chart, its folder and copies are no longer followed.
  const forget = () => {
    person.ctx.ledger.unknown('chart folder', own.folderId);
    for (const copy of own.copies) person.ctx.ledger.unknown('chart', copy);
    person.state.delete('own chart');
  };
  const draw = person.random();
  await person.writing(
    'chart',
    own.revisionId,
    async () => {
      if (draw < 0.2) {
        const { revision } = await person.call(AC_ENDPOINTS.rename, {
          params,
          body: { title: `Plan ${person.serial()}` },
        });
        own.title = revision.title;
        noteChart(revision);
      } else if (draw < 0.4) {
        const { revision } = await person.call(
          own.published ? AC_ENDPOINTS.unpublish : AC_ENDPOINTS.publish,
          { params, body: {} },
        );
        own.published = revision.isPublished;
        noteChart(revision);
      } else if (draw < 0.55) {
        if (own.copies.length >= 2) {
          const copy = own.copies.shift() as string;
          await person.call(AC_ENDPOINTS.removeChart, {
            params: { collectionId: own.folderId, revisionId: copy },
          });
          person.ack('chart', copy, chartProbe(person, own.folderId, copy), { gone: true });
        } else {
          const { revision } = await person.call(AC_ENDPOINTS.copy, {
            params,
            body: { title: `Copy ${person.serial()}` },
          });
          own.copies.push(revision.id);
          noteChart(revision);
        }
      } else if (draw < 0.65) {
        const { revision } = await person.call(AC_ENDPOINTS.visibility, {
          params,
          body: {
            lt: 'view',
            org: person.chance(0.5) ? 'view' : 'none',
            individuals: [
              {
                personId: (person.ctx.people[person.team.lead] as Person).personId,
                canEdit: true,
              },
            ].filter((entry) => entry.personId !== person.personId),
          },
        });
        noteChart(revision);
      } else if (draw < 0.75) {
        const { collection } = await person.call(AC_ENDPOINTS.renameFolder, {
          params: { collectionId: own.folderId },
          body: { title: `Charts of ${person.seed.firstName} ${person.serial()}` },
        });
        person.ack('chart folder', collection.id, folderProbe(person, collection.id), {
          minVersion: collection.version,
        });
      } else if (draw < 0.88 && own.copies.length === 0) {
        // To a new folder; the old one, empty now, is deleted.
        const { revision } = await person.call(AC_ENDPOINTS.move, {
          params,
          body: { newFolderTitle: `Moved charts ${person.serial()}` },
        });
        const old = own.folderId;
        own.folderId = revision.collectionId;
        noteChart(revision);
        await person.call(AC_ENDPOINTS.deleteFolder, { params: { collectionId: old } });
        person.ack('chart folder', old, folderProbe(person, old), { gone: true });
        person.ack('chart folder', own.folderId, folderProbe(person, own.folderId));
      } else {
        for (const copy of own.copies) {
          await person.call(AC_ENDPOINTS.removeChart, {
            params: { collectionId: own.folderId, revisionId: copy },
          });
          person.ack('chart', copy, chartProbe(person, own.folderId, copy), { gone: true });
        }
        await person.call(AC_ENDPOINTS.removeChart, { params });
        person.ack('chart', own.revisionId, chartProbe(person, own.folderId, own.revisionId), { gone: true });
        await person.call(AC_ENDPOINTS.deleteFolder, { params: { collectionId: own.folderId } });
        person.ack('chart folder', own.folderId, folderProbe(person, own.folderId), { gone: true });
        person.state.delete('own chart');
      }
    },
    forget,
  );
}

export const CHART_ACTIONS: TAction[] = [
  {
    name: 'chart: seat with holder: edit',
    area: 'chart',
    weight: 3,
    when: (person) => person.writes,
    run: async (person) => {
      const owned = await mySeat(person);
      const base = person.isLead
        ? `Head of team ${person.team.index + 1}`
        : `${person.seed.firstName}'s seat`;
      await editSeat(person, owned, {
        title: owned.title === base ? `${base} (acting)` : base,
        roles: person.chance(0.5)
          ? ['Serve the customers', 'Report weekly']
          : ['Serve the customers', 'Report weekly', 'Train the new hires'],
      });
    },
  },
  {
    name: 'chart: seat with holder: move',
    area: 'chart',
    weight: 1.5,
    when: (person) => person.writes && !person.isLead,
    run: async (person) => {
      const owned = await mySeat(person);
      const parentId = person.pick(person.world.chart.leadSeatIds) as string;
      await editSeat(person, owned, { parentId });
    },
  },
  {
    name: 'chart: seat notes',
    area: 'chart',
    weight: 1,
    when: (person) => person.writes,
    run: async (person) => {
      const owned = await mySeat(person);
      const { seat } = await person.writing('seat', owned.id, () =>
        person.call(AC_ENDPOINTS.seatNotes, {
          params: { ...chartParams(person), seatId: owned.id },
          body: {
            notes: `<p>What this seat does, week ${person.serial()}: <em>keep the numbers green</em></p>`,
          },
        }),
      );
      noteSeat(person, owned, seat);
    },
  },
  {
    name: 'chart: vacant seats around mine',
    area: 'chart',
    weight: 1.2,
    when: (person) => person.writes,
    run: async (person) => {
      const owned = await mySeat(person);
      const temps = person.list('temp seat');
      const params = chartParams(person);
      if (temps.length < 2 && (temps.length === 0 || person.chance(0.5))) {
        const insert = !person.isLead && person.chance(0.3);
        const body = {
          title: `Open role ${person.serial()}`,
          placeholderName: 'New hire',
          roles: ['To be defined'],
          isAssistant: false,
        };
        const { seat } = insert
          ? await person.call(AC_ENDPOINTS.insertSeat, { params, body: { ...body, childId: owned.id } })
          : await person.call(AC_ENDPOINTS.createSeat, { params, body: { ...body, parentId: owned.id } });
        // Inserted above mine: my seat now reports to it (a new version).
        if (insert) owned.version = undefined;
        temps.push({ id: seat.id, version: seat.version, title: seat.title });
        person.ack('seat', seat.id, seatProbe(person, seat.id), {
          minVersion: seat.version,
          fields: { title: seat.title },
        });
        return;
      }
      const temp = person.pick(temps) as TOwned;
      const draw = person.random();
      if (draw < 0.35 && temp.version !== undefined) {
        // A vacant seat: no holder to check, the edit every server survives.
        const { seat } = await person.writing('seat', temp.id, () =>
          person.call(AC_ENDPOINTS.editSeat, {
            params: { ...params, seatId: temp.id },
            body: { title: `Open role ${person.serial()}`, version: temp.version as number },
          }),
        );
        noteSeat(person, temp, seat);
      } else if (draw < 0.5) {
        const answer = await person.writing('seat', temp.id, () =>
          person.call(AC_ENDPOINTS.removeSeat, {
            params: { ...params, seatId: temp.id },
            query: { holderOnly: 'true' },
          }),
        );
        if ('seat' in answer && answer.seat) noteSeat(person, temp, answer.seat);
      } else {
        await person.writing(
          'seat',
          temp.id,
          () =>
            person.call(AC_ENDPOINTS.removeSeat, {
              params: { ...params, seatId: temp.id },
              query: { holderOnly: 'false' },
            }),
          () => person.drop('temp seat', temp.id),
        );
        person.ack('seat', temp.id, seatProbe(person, temp.id), { gone: true });
        person.drop('temp seat', temp.id);
        // Its reports (my seat, when it was inserted above mine) moved up: a new version.
        owned.version = undefined;
      }
    },
  },
  {
    name: 'chart: my own chart',
    area: 'chart',
    weight: 1.2,
    when: (person) => person.writes,
    run: ownChartStep,
  },
  {
    name: 'chart: read',
    area: 'chart',
    weight: 2,
    run: async (person) => {
      const draw = person.random();
      if (draw < 0.15) await person.call(AC_ENDPOINTS.collections);
      else if (draw < 0.25) await person.call(AC_ENDPOINTS.companyFolder);
      else if (draw < 0.35)
        await person.call(AC_ENDPOINTS.seat, {
          params: { ...chartParams(person), seatId: leadSeatOf(person) },
        });
      else await person.call(AC_ENDPOINTS.chart, { params: chartParams(person) });
    },
  },
];
