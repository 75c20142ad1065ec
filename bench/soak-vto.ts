import { ISSUE_ENDPOINTS } from '@cairn/domain/issues/issues.endpoints';
import {
  VTO_ENDPOINTS,
  VTO_SECTION_ENDPOINTS,
  VTO_TRACTION_ENDPOINTS,
} from '@cairn/domain/vto/vto.endpoints';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import type { TIdentity } from './soak-client.ts';
import type { TProbe, TSeen } from './soak-ledger.ts';
import { checker, type Person, type TAction, type TOwned } from './soak-person.ts';
import { itemProbe, oneProbe } from './soak-probes.ts';
import { dayFromNow } from './soak-world.ts';

/*
 * The V/TO: the leads (the leadership team, the company V/TO's insiders) edit the company V/TO's
 * sections at once, each with the version they last read (409 when another lead saved first).
 * Every other writer keeps a draft of their own in a folder of their own and writes every section
 * of it: core values (added, edited, reordered, removed), the HTML sections, core focus, the
 * marketing strategy and its uniques, the three plans with their measurables, goals and linked
 * rocks, long-term issues (added, edited, moved out to the team meeting, a meeting issue moved
 * in, removed), quarterly results; and the draft itself: published, renamed, shared, copied,
 * moved to a new folder, deleted with its folder.
 */

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
type TVto = {
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

function revisionProbe(vto: TVto, revisionId = vto.revisionId) {
  return revisionRead(vto, revisionId, (revision) => ({
    version: revision.version,
    fields: { title: revision.title },
  }));
}

/** Long-term issues are noted as `revisionId:issueId`, so a deleted draft takes them along. */
function longTermProbe(vto: TVto, id: string) {
  return revisionRead(vto, vto.revisionId, (revision) => {
    const issue = revision.longTermIssues?.find((entry) => entry.id === id);
    return issue ? { version: issue.version, fields: { title: issue.title } } : null;
  });
}

async function read(person: Person, vto: TVto): Promise<TVtoRevision> {
  if (vto.rev) return vto.rev;
  const { revision } = await person.call(VTO_ENDPOINTS.revision, {
    params: { collectionId: vto.collectionId, revisionId: vto.revisionId },
  });
  vto.rev = revision;
  return revision;
}

const PARAGRAPH = '<p>We help leadership teams run on <strong>EOS</strong>, week after week.</p>';

/** One write to a section: its answer replaces the section as read; a refusal makes the person read again. */
async function section(
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

/** A random section write on `vto` (its entries as last read). */
async function sectionStep(person: Person, vto: TVto, own: boolean) {
  const rev = await read(person, vto);
  const params = { collectionId: vto.collectionId, revisionId: vto.revisionId };
  const at = (list: { id: string }[] | undefined) => (list?.length ? person.pick(list) : undefined);
  const plan = rev.quarterlyPlan;
  const steps: [number, () => Promise<unknown>][] = [
    [
      2,
      () =>
        section(person, vto, 'coreValues', async (version) => {
          const value = at(rev.coreValues.items);
          if (rev.coreValues.items.length < 6 || !value)
            return person.call(VTO_SECTION_ENDPOINTS.addCoreValue, {
              params,
              body: { text: `Value ${person.serial()}`, version },
            });
          const draw = person.random();
          if (draw < 0.4)
            return person.call(VTO_SECTION_ENDPOINTS.editCoreValue, {
              params: { ...params, entryId: value.id },
              body: { text: `Value ${person.serial()}`, version },
            });
          if (draw < 0.7)
            return person.call(VTO_SECTION_ENDPOINTS.reorderCoreValues, {
              params,
              body: { coreValueIds: rev.coreValues.items.map((item) => item.id).reverse(), version },
            });
          return person.call(VTO_SECTION_ENDPOINTS.removeCoreValue, {
            params: { ...params, entryId: value.id },
            query: { version },
          });
        }),
    ],
    [
      1,
      () => {
        const speech = person.chance(0.5);
        return section(person, vto, speech ? 'coreValuesSpeech' : 'tenYearTarget', (version) =>
          person.call(speech ? VTO_SECTION_ENDPOINTS.coreValuesSpeech : VTO_SECTION_ENDPOINTS.tenYearTarget, {
            params,
            body: { contentHtml: `${PARAGRAPH}<p>${person.serial()}</p>`, version },
          }),
        );
      },
    ],
    [
      1,
      () =>
        section(person, vto, 'coreFocus', (version) =>
          person.call(VTO_SECTION_ENDPOINTS.coreFocus, {
            params,
            body: {
              customTitle: person.chance(0.3) ? 'Our focus' : null,
              description: `Purpose ${person.serial()}`,
              niche: 'Leadership teams',
              version,
            },
          }),
        ),
    ],
    [
      1.5,
      () =>
        section(person, vto, 'marketingStrategy', async (version) => {
          const unique = at(rev.marketingStrategy.uniques);
          const draw = person.random();
          if (draw < 0.5) {
            const endpoint = person.pick([
              VTO_SECTION_ENDPOINTS.targetMarket,
              VTO_SECTION_ENDPOINTS.provenProcess,
              VTO_SECTION_ENDPOINTS.guarantee,
            ] as const) as typeof VTO_SECTION_ENDPOINTS.guarantee;
            return person.call(endpoint, {
              params,
              body: { contentHtml: `<p>Strategy ${person.serial()}</p>`, version },
            });
          }
          if (!unique || rev.marketingStrategy.uniques.length < 3)
            return person.call(VTO_SECTION_ENDPOINTS.addUnique, {
              params,
              body: { text: `Unique ${person.serial()}`, version },
            });
          if (draw < 0.75)
            return person.call(VTO_SECTION_ENDPOINTS.editUnique, {
              params: { ...params, entryId: unique.id },
              body: { text: `Unique ${person.serial()}`, version },
            });
          return person.call(VTO_SECTION_ENDPOINTS.removeUnique, {
            params: { ...params, entryId: unique.id },
            query: { version },
          });
        }),
    ],
    [
      1.5,
      () => {
        const key =
          person.pick(['threeYearPicture', 'oneYearPlan', 'quarterlyPlan'] as const) ?? 'oneYearPlan';
        const endpoint =
          key === 'threeYearPicture'
            ? VTO_SECTION_ENDPOINTS.threeYearPicture
            : key === 'oneYearPlan'
              ? VTO_SECTION_ENDPOINTS.oneYearPlan
              : VTO_SECTION_ENDPOINTS.quarterlyPlan;
        return section(person, vto, key, (version) =>
          person.call(endpoint, {
            params,
            body: {
              futureDate: dayFromNow(90),
              financialMetrics: [
                {
                  title: 'Revenue',
                  value: `$${1 + Math.floor(person.random() * 9)}M`,
                  isVisibleToLtOnly: false,
                },
              ],
              goals: [{ text: `Goal ${person.serial()}` }],
              contentHtml: PARAGRAPH,
              version,
            },
          }),
        );
      },
    ],
  ];
  if (plan)
    steps.push([
      2,
      () =>
        section(person, vto, 'quarterlyPlan', async (version) => {
          const draw = person.random();
          const measurable = at(plan.measurables);
          const goal = at(plan.goals);
          const rock = at(plan.rocks);
          if (draw < 0.2)
            return measurable && plan.measurables.length >= 3
              ? person.call(VTO_SECTION_ENDPOINTS.editMeasurable, {
                  params: { ...params, entryId: measurable.id },
                  body: {
                    title: `Leads ${person.serial()}`,
                    value: 50,
                    unitOfMeasure: 'Number',
                    valueScale: 'One',
                    decimalPlaces: 0,
                    version,
                  },
                })
              : person.call(VTO_SECTION_ENDPOINTS.addMeasurable, {
                  params,
                  body: {
                    title: `Leads ${person.serial()}`,
                    value: 40,
                    unitOfMeasure: 'Number',
                    valueScale: 'One',
                    decimalPlaces: 0,
                    version,
                  },
                });
          if (draw < 0.3 && measurable)
            return person.call(VTO_SECTION_ENDPOINTS.removeMeasurable, {
              params: { ...params, entryId: measurable.id },
              query: { version },
            });
          if (draw < 0.5)
            return goal && plan.goals.length >= 3
              ? person.call(VTO_SECTION_ENDPOINTS.editGoal, {
                  params: { ...params, entryId: goal.id },
                  body: { text: `Goal ${person.serial()}`, version },
                })
              : person.call(VTO_SECTION_ENDPOINTS.addGoal, {
                  params,
                  body: { text: `Goal ${person.serial()}`, version },
                });
          if (draw < 0.6 && goal)
            return person.call(VTO_SECTION_ENDPOINTS.removeGoal, {
              params: { ...params, entryId: goal.id },
              query: { version },
            });
          if (draw < 0.75 && rock)
            return person.call(VTO_SECTION_ENDPOINTS.removeRock, {
              params: { ...params, entryId: rock.id },
              query: { version },
            });
          // Link one of my rocks, or (a lead on the company V/TO) make a company rock in the leadership meeting.
          const linked = new Set(plan.rocks.map((entry) => entry.id));
          const mine = person.pick(person.list('rock').filter((row) => !linked.has(row.id)));
          if (own && mine)
            return person.call(VTO_SECTION_ENDPOINTS.addRock, { params, body: { rockId: mine.id, version } });
          if (!own)
            return person.call(VTO_SECTION_ENDPOINTS.addRock, {
              params,
              body: {
                title: `Company rock ${person.serial()}`,
                ownerId: person.personId,
                dueDate: dayFromNow(80),
                version,
              },
            });
          return person.call(VTO_SECTION_ENDPOINTS.addGoal, {
            params,
            body: { text: `Goal ${person.serial()}`, version },
          });
        }),
    ]);
  let draw = person.random() * steps.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, step] of steps) {
    draw -= weight;
    if (draw < 0) return step();
  }
}

/** Long-term issues of the person's own V/TO, moves out and in, quarterly results. */
async function tractionStep(person: Person, vto: TVto) {
  const rev = await read(person, vto);
  const params = { collectionId: vto.collectionId, revisionId: vto.revisionId };
  const issues = rev.longTermIssues ?? [];
  const issue = person.pick(issues);
  const draw = person.random();
  const refresh = () => {
    vto.rev = null;
  };
  try {
    if (issues.length < 3 || draw < 0.2) {
      const made = person.chance(0.5)
        ? await person.call(VTO_TRACTION_ENDPOINTS.addLongTermIssue, {
            params,
            body: { title: `Long-term ${person.serial()}`, ownerId: person.personId, contentHtml: PARAGRAPH },
          })
        : await person.call(ISSUE_ENDPOINTS.create, {
            body: {
              title: `Long-term ${person.serial()}`,
              ownerId: person.personId,
              entityType: 'vto',
              ...params,
            },
          });
      if ('longTermIssue' in made)
        person.ack(
          'vto issue',
          `${vto.revisionId}:${made.longTermIssue.id}`,
          longTermProbe(vto, made.longTermIssue.id),
          { fields: { title: made.longTermIssue.title } },
        );
    } else if (issue && draw < 0.45) {
      const { longTermIssue } = await person.writing('vto issue', `${vto.revisionId}:${issue.id}`, () =>
        person.call(VTO_TRACTION_ENDPOINTS.editLongTermIssue, {
          params: { ...params, entryId: issue.id },
          body: { title: `Long-term ${person.serial()}`, ownerId: person.personId, version: issue.version },
        }),
      );
      person.ack('vto issue', `${vto.revisionId}:${issue.id}`, longTermProbe(vto, issue.id), {
        minVersion: longTermIssue.version,
        fields: { title: longTermIssue.title },
      });
    } else if (issue && draw < 0.6) {
      await person.writing('vto issue', `${vto.revisionId}:${issue.id}`, () =>
        person.call(VTO_TRACTION_ENDPOINTS.removeLongTermIssue, {
          params: { ...params, entryId: issue.id },
          query: { version: issue.version },
        }),
      );
      person.ack('vto issue', `${vto.revisionId}:${issue.id}`, longTermProbe(vto, issue.id), { gone: true });
    } else if (issue && draw < 0.75) {
      // Out to the team meeting's issues: a meeting issue of mine from now on.
      const answer = await person.writing('vto issue', `${vto.revisionId}:${issue.id}`, () =>
        person.call(VTO_TRACTION_ENDPOINTS.moveLongTermIssueOut, {
          params: { ...params, entryId: issue.id },
          body: {
            destinationId: person.team.meetingId,
            destinationType: 'meeting',
            ownerId: person.personId,
          },
        }),
      );
      person.ack('vto issue', `${vto.revisionId}:${issue.id}`, longTermProbe(vto, issue.id), { gone: true });
      person.list('issue').push({
        id: answer.issue.id,
        version: answer.issue.version,
        title: answer.issue.title,
        extra: { tractionId: person.team.meetingId },
      });
      person.ack('issue', answer.issue.id, itemProbe('issue', checker(person)), {
        minVersion: answer.issue.version,
      });
    } else if (draw < 0.88) {
      // One of my meeting issues in: it leaves the meeting in the same transaction.
      const mine = person.pick(person.list('issue')) as TOwned | undefined;
      if (!mine) return;
      const { longTermIssue } = await person.writing(
        'issue',
        mine.id,
        () =>
          person.call(VTO_TRACTION_ENDPOINTS.moveIssueIn, {
            params: { id: mine.id },
            body: { ...params, ownerId: person.personId },
          }),
        () => person.drop('issue', mine.id),
      );
      person.ack('issue', mine.id, itemProbe('issue', checker(person)), { gone: true });
      person.drop('issue', mine.id);
      person.ack('vto issue', `${vto.revisionId}:${longTermIssue.id}`, longTermProbe(vto, longTermIssue.id), {
        fields: { title: longTermIssue.title },
      });
    } else {
      const plan = rev.quarterlyPlan;
      const target = plan && (person.pick(plan.measurables) ?? person.pick(plan.goals));
      if (!plan || !target) return;
      await person.call(VTO_TRACTION_ENDPOINTS.recordActuals, {
        params,
        body: {
          actualResults: [
            {
              planId: plan.id,
              associatedItemId: target.id,
              isMeasurable: plan.measurables.some((m) => m.id === target.id),
              value: Math.floor(person.random() * 100),
            },
          ],
        },
      });
    }
  } finally {
    refresh();
  }
}

type TOwnVto = TVto & { folderId: string; published: boolean };

/** The person's own draft, made (with its folder) on first use. */
async function ownVto(person: Person): Promise<TOwnVto> {
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

/** The draft itself: published, renamed, shared, copied, moved to a new folder, deleted. */
async function revisionStep(person: Person) {
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

function folderProbe(person: Person, collectionId: string) {
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

/** The company V/TO as this lead last read it. */
function companyVto(person: Person): TVto {
  let vto = person.state.get('company vto') as TVto | undefined;
  if (!vto) {
    vto = { ...person.world.vto, rev: null, copies: [], who: checker(person) };
    person.state.set('company vto', vto);
  }
  return vto;
}

export const VTO_ACTIONS: TAction[] = [
  {
    name: 'vto: company V/TO section (lead)',
    area: 'V/TO',
    weight: 6,
    when: (person) => person.isLead,
    run: (person) => sectionStep(person, companyVto(person), false),
  },
  {
    name: 'vto: my draft section',
    area: 'V/TO',
    weight: 3,
    when: (person) => person.writes && !person.isLead,
    run: async (person) => sectionStep(person, await ownVto(person), true),
  },
  {
    name: 'vto: my draft long-term issues',
    area: 'V/TO',
    weight: 1,
    when: (person) => person.writes && !person.isLead,
    run: async (person) => tractionStep(person, await ownVto(person)),
  },
  {
    name: 'vto: my draft itself',
    area: 'V/TO',
    weight: 0.8,
    when: (person) => person.writes && !person.isLead,
    run: revisionStep,
  },
  {
    name: 'vto: read',
    area: 'V/TO',
    weight: 1.5,
    run: async (person) => {
      if (person.chance(0.2)) await person.call(VTO_ENDPOINTS.collections);
      else await person.call(VTO_ENDPOINTS.revision, { params: person.world.vto });
    },
  },
];
