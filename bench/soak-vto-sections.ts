import { VTO_SECTION_ENDPOINTS } from '@cairn/domain/vto/vto.endpoints';
import type { Person } from './soak-person.ts';
import { PARAGRAPH, read, section, type TVto } from './soak-vto-kit.ts';
import { dayFromNow } from './soak-world.ts';

/* The V/TO's sections in the soak: every section of a V/TO written with the version last read. */

/** A random section write on `vto` (its entries as last read). */
export async function sectionStep(person: Person, vto: TVto, own: boolean) {
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
