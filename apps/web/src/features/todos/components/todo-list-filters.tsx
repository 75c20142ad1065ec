import { Group, SegmentedControl } from '@mantine/core';

/** Whose to-dos and which ones a list shows (mine / everyone; open / done). */
export type TTodoListFilters = { scope: 'mine' | 'everyone'; status: 'open' | 'done' };

type TProps = {
  value: TTodoListFilters;
  onChange: (value: TTodoListFilters) => void;
  /** How many open and done to-dos match the scope (undefined while loading). */
  counts?: { open?: number; done?: number };
};

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** The list filters with their counts. */
export function TodoListFilters({ value, onChange, counts }: TProps) {
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Whose to-dos"
        value={value.scope}
        onChange={(scope) => onChange({ ...value, scope: scope as TTodoListFilters['scope'] })}
        data={[
          { value: 'mine', label: 'Mine' },
          { value: 'everyone', label: 'Everyone' },
        ]}
      />
      <SegmentedControl
        aria-label="Status"
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as TTodoListFilters['status'] })}
        data={[
          { value: 'open', label: withCount('Open', counts?.open) },
          { value: 'done', label: withCount('Done', counts?.done) },
        ]}
      />
    </Group>
  );
}
