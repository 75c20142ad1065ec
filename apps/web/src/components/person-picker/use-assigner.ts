import type { TAssigner } from '@cairn/domain/items/item-access';
import { useMemo } from 'react';
import { useSession } from '../../lib/session/session-query.ts';

/** The signed-in person as an assigner of owners (000 §6), or null without an organisation. */
export function useAssigner(): TAssigner | null {
  const { data: session } = useSession();
  const person = session?.person;
  return useMemo(() => (person ? { personId: person.id, role: person.role } : null), [person]);
}
