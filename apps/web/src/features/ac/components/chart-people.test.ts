import { describe, expect, it } from 'vitest';
import { buildSeat } from '../test-support.ts';
import { peopleOfChart } from './chart-people.ts';

const seat = (id: string, title: string, holder?: [string, string], placeholderName: string | null = null) =>
  buildSeat(id, null, {
    title,
    assignedToId: holder?.[0] ?? null,
    assignedTo: holder?.[1] ?? null,
    placeholderName,
  });

describe('peopleOfChart', () => {
  it('lists each holder with their seats, most first, marks three or more, and the vacant seats apart', () => {
    const ann: [string, string] = ['a', 'Ann'];
    const bo: [string, string] = ['b', 'Bo'];
    const { people, vacant } = peopleOfChart(
      [
        seat('1', 'Visionary', bo),
        seat('2', 'Integrator', ann),
        seat('3', 'Sales', ann),
        seat('4', 'Marketing', undefined, 'To hire'),
        seat('5', 'Finance', ann),
        seat('6', 'Operations'),
      ],
      'Former member',
    );
    expect(people.map((p) => [p.name, p.seats.map((s) => s.title), p.isOverloaded])).toEqual([
      ['Ann', ['Integrator', 'Sales', 'Finance'], true],
      ['Bo', ['Visionary'], false],
    ]);
    expect(vacant.map((s) => s.title)).toEqual(['Marketing', 'Operations']);
  });
});
