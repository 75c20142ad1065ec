import { describe, expect, it } from 'vitest';
import { buildPerson } from '../../test/people.ts';
import { personOptions } from './person-options.ts';

const ADA = buildPerson('a0000000-0000-4000-8000-000000000001', 'Ada', 'Admin', 'Admin');
const MO = buildPerson('a0000000-0000-4000-8000-000000000002', 'Mo', 'Member', 'Member');
const OLA = buildPerson('a0000000-0000-4000-8000-000000000003', 'Ola', 'Observer', 'Observer');
const PEOPLE = [ADA, MO, OLA];
const names = (filter: Parameters<typeof personOptions>[1]) =>
  personOptions(PEOPLE, filter).map((option) => option.label);

describe('personOptions (002 §5 person search)', () => {
  it('offers everyone without a filter', () => {
    expect(names({})).toHaveLength(3);
  });

  it('keeps only the candidates when given', () => {
    expect(names({ candidateIds: [ADA.id, MO.id] })).toEqual([
      expect.stringContaining('Ada'),
      expect.stringContaining('Mo'),
    ]);
  });

  it('offers a Member assigner only themselves and the current owner (000 §6)', () => {
    const assigner = { personId: MO.id, role: 'Member' as const };
    expect(names({ assigner, currentOwnerId: ADA.id })).toEqual([
      expect.stringContaining('Ada'),
      expect.stringContaining('Mo'),
    ]);
  });
});
