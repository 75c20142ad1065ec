import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';

/** A seat for the chart's tests: titled by its id unless told, vacant, no roles; the top seat has no parent. */
export function buildSeat(id: string, parentId: string | null, fields: Partial<TAcSeat> = {}): TAcSeat {
  return {
    id,
    key: 1,
    title: id,
    assignedTo: null,
    assignedToId: null,
    avatarUrl: null,
    placeholderName: null,
    parentId,
    isAssistant: false,
    isRoot: parentId === null,
    isLT: false,
    roles: [],
    notes: '',
    version: 0,
    ...fields,
  };
}
