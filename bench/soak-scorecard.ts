import { SCORECARD_ENDPOINTS } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { failedWith } from './soak-client.ts';
import { checker, type Person, type TAction, type TOwned } from './soak-person.ts';
import { oneProbe } from './soak-probes.ts';

/*
 * Scorecards: each teammate owns a weekly measurable on the team's scorecard (made on first
 * use), types a value for one of the last eight weeks, clears one, notes one, changes the goal or
 * the title (a rename rewrites the formulas that use it). The lead keeps a formula measurable
 * adding two teammates' up, reorders the rows, imports a CSV of the team's pinned measurable (a
 * dry run and for real), adds a temporary measurable, hands it over and deletes it. Everyone
 * flips their scorecard switches and reads the grid.
 */

/** The first day (Monday, UTC: the organisation's week and zone) of the week `weeksAgo` back. */
function weekStart(weeksAgo: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return day.toISOString().slice(0, 10);
}

/** The team's scorecard as the Owner reads it: the last 13 weeks. */
function gridProbe(
  person: Person,
  pick: (measurables: TMeasurable[]) => { version?: number; fields?: Record<string, unknown> } | null,
) {
  const scorecardId = person.team.scorecardId;
  return oneProbe(
    `scorecard:${scorecardId}`,
    checker(person),
    SCORECARD_ENDPOINTS.grid,
    { params: { scorecardId }, query: { periods: 13 } },
    (answer) => pick(answer.scorecard.measurables),
  );
}

function measurableProbe(person: Person, id: string) {
  return gridProbe(person, (measurables) => {
    const found = measurables.find((m) => m.id === id);
    return found ? { version: found.version, fields: { title: found.title } } : null;
  });
}

function valueProbe(person: Person, id: string, intervalId: string) {
  return gridProbe(person, (measurables) => {
    const found = measurables.find((m) => m.id === id);
    if (!found) return null;
    const cell = found.values.find((value) => value.intervalId === intervalId);
    return { fields: { value: cell?.value ?? null, note: cell?.note ?? '' } };
  });
}

const baseTitle = (person: Person) => `Calls by ${person.seed.firstName}`;

function noteMeasurable(person: Person, owned: TOwned, measurable: TMeasurable) {
  owned.version = measurable.version;
  owned.title = measurable.title;
  person.ack('measurable', measurable.id, measurableProbe(person, measurable.id), {
    minVersion: measurable.version,
    fields: { title: measurable.title },
  });
}

/** The person's own measurable, made on first use; read again when a write left its version unknown. */
async function myMeasurable(person: Person): Promise<TOwned> {
  let owned = person.state.get('measurable') as TOwned | undefined;
  if (!owned) {
    const { measurable } = await person.call(SCORECARD_ENDPOINTS.addMeasurable, {
      params: { scorecardId: person.team.scorecardId },
      body: {
        title: baseTitle(person),
        ownerId: person.personId,
        goalValue: 20,
        comparison: 'GreaterOrEqual',
        tractionId: person.team.meetingId,
      },
    });
    owned = { id: measurable.id, version: measurable.version, title: measurable.title };
    person.state.set('measurable', owned);
    noteMeasurable(person, owned, measurable);
  } else if (owned.version === undefined) {
    const { measurable } = await person.call(SCORECARD_ENDPOINTS.measurable, {
      params: { scorecardId: person.team.scorecardId, measurableId: owned.id },
    });
    owned.version = measurable.version;
    owned.title = measurable.title;
  }
  return owned;
}

/** A write to a measurable whose version is forgotten on any refusal. */
async function changeMeasurable(person: Person, owned: TOwned, work: () => Promise<TMeasurable>) {
  try {
    noteMeasurable(person, owned, await person.writing('measurable', owned.id, work));
  } catch (error) {
    owned.version = undefined;
    throw error;
  }
}

/** Values and notes: one person types into their row, so the last value acknowledged is the one stored. */
async function typeValue(
  person: Person,
  measurableId: string,
  intervalId: string,
  body: { value?: number | null; note?: string },
) {
  const key = `${measurableId}@${intervalId}`;
  const params = { params: { scorecardId: person.team.scorecardId, measurableId } };
  const cell = await person.writing('value', key, async () =>
    body.note === undefined
      ? (
          await person.call(SCORECARD_ENDPOINTS.addMeasuredValue, {
            ...params,
            body: { intervalId, value: body.value ?? null, entered: true },
          })
        ).measuredValue
      : (
          await person.call(SCORECARD_ENDPOINTS.valueNote, {
            ...params,
            body: { intervalId, note: body.note },
          })
        ).measuredValue,
  );
  person.ack('value', key, valueProbe(person, measurableId, intervalId), {
    fields: body.note === undefined ? { value: cell.value } : { note: cell.note },
  });
}

const teammatesWithRows = (person: Person) =>
  person.teammates.filter((mate) => mate !== person && mate.state.has('measurable'));

export const SCORECARD_ACTIONS: TAction[] = [
  {
    name: 'scorecard: type a value',
    area: 'scorecards',
    weight: 5,
    when: (person) => person.writes,
    run: async (person) => {
      const owned = await myMeasurable(person);
      const value = person.chance(0.1) ? null : Math.round(person.random() * 400) / 10;
      await typeValue(person, owned.id, weekStart(Math.floor(person.random() * 8)), { value });
    },
  },
  {
    name: 'scorecard: note a value',
    area: 'scorecards',
    weight: 1.2,
    when: (person) => person.writes && person.state.has('measurable'),
    run: async (person) => {
      const owned = await myMeasurable(person);
      await typeValue(person, owned.id, weekStart(Math.floor(person.random() * 8)), {
        note: person.chance(0.2) ? '' : `Week note ${person.serial()}`,
      });
    },
  },
  {
    name: 'scorecard: edit my measurable',
    area: 'scorecards',
    weight: 1,
    when: (person) => person.writes && person.state.has('measurable'),
    run: async (person) => {
      const owned = await myMeasurable(person);
      const renamed = owned.title === baseTitle(person) && person.chance(0.3);
      const lead = person.ctx.people[person.team.lead] as Person;
      await changeMeasurable(
        person,
        owned,
        async () =>
          (
            await person.call(SCORECARD_ENDPOINTS.editMeasurable, {
              params: { scorecardId: person.team.scorecardId, measurableId: owned.id },
              body: {
                title: renamed ? `${baseTitle(person)} (all)` : baseTitle(person),
                ownerId: person.personId,
                editorId: lead !== person && person.chance(0.5) ? lead.personId : null,
                goalValue: 10 + Math.floor(person.random() * 30),
                comparison: person.chance(0.5) ? 'GreaterOrEqual' : 'Greater',
                version: owned.version as number,
              },
            })
          ).measurable,
      );
    },
  },
  {
    name: 'scorecard: team formula (lead)',
    area: 'scorecards',
    weight: 1,
    when: (person) => person.isLead && teammatesWithRows(person).length >= 2,
    run: async (person) => {
      const [a, b] = teammatesWithRows(person).sort(() => person.random() - 0.5) as [Person, Person];
      // By the titles the teammates gave them last; a rename since makes it a 422 (unknown name).
      const formula = `{${(a.state.get('measurable') as TOwned).title}} + {${(b.state.get('measurable') as TOwned).title}}`;
      const owned = person.state.get('formula') as TOwned | undefined;
      if (!owned) {
        const { measurable } = await person.call(SCORECARD_ENDPOINTS.addMeasurable, {
          params: { scorecardId: person.team.scorecardId },
          body: {
            title: `Team ${person.team.index + 1} calls`,
            ownerId: person.personId,
            goalValue: 40,
            formula,
            tractionId: person.team.meetingId,
          },
        });
        const made = { id: measurable.id, version: measurable.version, title: measurable.title };
        person.state.set('formula', made);
        noteMeasurable(person, made, measurable);
        return;
      }
      if (owned.version === undefined) {
        const { measurable } = await person.call(SCORECARD_ENDPOINTS.measurable, {
          params: { scorecardId: person.team.scorecardId, measurableId: owned.id },
        });
        owned.version = measurable.version;
      }
      await changeMeasurable(
        person,
        owned,
        async () =>
          (
            await person.call(SCORECARD_ENDPOINTS.editMeasurable, {
              params: { scorecardId: person.team.scorecardId, measurableId: owned.id },
              body: {
                title: owned.title,
                ownerId: person.personId,
                goalValue: 40,
                formula,
                version: owned.version as number,
              },
            })
          ).measurable,
      );
    },
  },
  {
    name: 'scorecard: reorder rows (lead)',
    area: 'scorecards',
    weight: 0.5,
    when: (person) => person.isLead,
    run: async (person) => {
      const { scorecard } = await person.call(SCORECARD_ENDPOINTS.grid, {
        params: { scorecardId: person.team.scorecardId },
        query: { periods: 4 },
      });
      const ids = scorecard.measurables.map((m) => m.id).sort(() => person.random() - 0.5);
      if (ids.length)
        await person.call(SCORECARD_ENDPOINTS.order, {
          params: { scorecardId: person.team.scorecardId },
          body: { measurableIds: ids },
        });
    },
  },
  {
    name: 'scorecard: import a CSV (lead)',
    area: 'scorecards',
    weight: 0.5,
    when: (person) => person.isLead,
    run: async (person) => {
      const id = person.team.pinned.measurableId;
      const title = `Team ${person.team.index + 1} new customers`;
      const weeks = [1, 2, 3].map((weeksAgo) => ({
        intervalId: weekStart(weeksAgo),
        value: Math.floor(person.random() * 30),
      }));
      const csv = `measurable,period,value\n${weeks.map((week) => `${title},${week.intervalId},${week.value}`).join('\n')}\n`;
      const dryRun = person.chance(0.4);
      const keys = weeks.map((week) => `${id}@${week.intervalId}`);
      try {
        await person.call(SCORECARD_ENDPOINTS.importCsv, {
          params: { scorecardId: person.team.scorecardId },
          body: { csv, dryRun },
        });
      } catch (error) {
        if (!dryRun && !failedWith(error, 409, 422))
          for (const key of keys) person.ctx.ledger.unknown('value', key);
        throw error;
      }
      if (!dryRun)
        for (const week of weeks)
          person.ack('value', `${id}@${week.intervalId}`, valueProbe(person, id, week.intervalId), {
            fields: { value: week.value },
          });
    },
  },
  {
    name: 'scorecard: temporary measurable (lead)',
    area: 'scorecards',
    weight: 0.6,
    when: (person) => person.isLead,
    run: async (person) => {
      const params = { scorecardId: person.team.scorecardId };
      const temp = person.state.get('temp measurable') as TOwned | undefined;
      if (!temp) {
        const { measurable } = await person.call(SCORECARD_ENDPOINTS.addMeasurable, {
          params,
          body: {
            title: `Trial ${person.serial()}`,
            ownerId: person.personId,
            goalValue: 5,
            tractionId: person.team.meetingId,
          },
        });
        const made = { id: measurable.id, version: measurable.version, title: measurable.title };
        person.state.set('temp measurable', made);
        noteMeasurable(person, made, measurable);
        return;
      }
      if (temp.version === undefined || person.chance(0.5)) {
        await person.writing(
          'measurable',
          temp.id,
          () =>
            person.call(SCORECARD_ENDPOINTS.removeMeasurable, {
              params: { ...params, measurableId: temp.id },
            }),
          () => person.state.delete('temp measurable'),
        );
        person.ack('measurable', temp.id, measurableProbe(person, temp.id), { gone: true });
        person.state.delete('temp measurable');
        return;
      }
      const mate = person.pick(person.teammates.filter((m) => m.writes)) ?? person;
      await changeMeasurable(
        person,
        temp,
        async () =>
          (
            await person.call(SCORECARD_ENDPOINTS.reassignMeasurable, {
              params: { ...params, measurableId: temp.id },
              body: { ownerId: mate.personId, version: temp.version as number },
            })
          ).measurable,
      );
    },
  },
  {
    name: 'scorecard: switches',
    area: 'scorecards',
    weight: 0.5,
    run: async (person) => {
      const which = person.pick(['reverseScorecard', 'showAverage', 'showTotal'] as const) ?? 'showTotal';
      const value = person.chance(0.5);
      const key = `${person.personId}:${which}`;
      const { preferences } = await person.writing('preferences', key, () =>
        person.call(SCORECARD_ENDPOINTS.setPreference[which], {
          params: { orgId: person.world.orgId, value: value ? 'true' : 'false' },
        }),
      );
      person.ack(
        'preferences',
        key,
        oneProbe(
          `preferences:${person.personId}`,
          person.who,
          SCORECARD_ENDPOINTS.preferences,
          {},
          (answer) => ({
            fields: { [which]: answer.preferences[which] },
          }),
        ),
        { fields: { [which]: preferences[which] } },
      );
    },
  },
  {
    name: 'scorecard: read the grid',
    area: 'scorecards',
    weight: 3,
    run: async (person) => {
      const draw = person.random();
      if (draw < 0.1) await person.call(SCORECARD_ENDPOINTS.ofMeetings);
      else if (draw < 0.15)
        await person.call(SCORECARD_ENDPOINTS.exportCsv, {
          params: { scorecardId: person.team.scorecardId },
          query: { periods: 13 },
        });
      else
        await person.call(SCORECARD_ENDPOINTS.grid, {
          params: { scorecardId: person.team.scorecardId },
          query: { periods: person.chance(0.2) ? 52 : 13 },
        });
    },
  },
];
