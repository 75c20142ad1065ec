import { VTO_ENDPOINTS } from '@cairn/domain/vto/vto.endpoints';
import { checker, type Person, type TAction } from './soak-person.ts';
import { ownVto, type TVto } from './soak-vto-kit.ts';
import { revisionStep } from './soak-vto-revisions.ts';
import { sectionStep } from './soak-vto-sections.ts';
import { tractionStep } from './soak-vto-traction.ts';

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
