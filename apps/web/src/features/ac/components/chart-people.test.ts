import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { describe, expect, it } from 'vitest';
import { peopleOfChart } from './chart-people.ts';

const seat = (
  id: string,
  title: string,
  holder?: [string, string],
  placeholderName: string | null = null,
): TAcSeat => ({
  id,
  key: 0,
  title,
  assignedTo: holder?.[1] ?? null,
  assignedToId: holder?.[0] ?? null,
  avatarUrl: null,
  placeholderName,
  parentId: null,
  isAssistant: false,
  isRoot: false,
  isLT: false,
  roles: [],
  notes: '',
  version: 1,
});

describe('peopleOfChart', () => {
  it('lists each holder with their seats, most first, marks three or more, and the vacant seats apart', () => {
    const ann: [string, string] = ['a', 'Ann'];
    const bo: [string, string] = ['b', 'Bo'];
    const { people, vacant } = peopleOfChart([
      seat('1', 'Visionary', bo),
      seat('2', 'Integrator', ann),
      seat('3', 'Sales', ann),
      seat('4', 'Marketing', undefined, 'To hire'),
      seat('5', 'Finance', ann),
      seat('6', 'Operations'),
    ]);
    expect(people.map((p) => [p.name, p.seats.map((s) => s.title), p.isOverloaded])).toEqual([
      ['Ann', ['Integrator', 'Sales', 'Finance'], true],
      ['Bo', ['Visionary'], false],
    ]);
    expect(vacant.map((s) => s.title)).toEqual(['Marketing', 'Operations']);
  });
});
