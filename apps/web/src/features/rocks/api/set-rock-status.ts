import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import type { TRock, TRockStatusRequest } from '@cairn/domain/rocks/rocks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { rockKeys } from './rock-query-keys.ts';

/** `PUT rock/{id}/status`: any of the six statuses (the list's inline status, the edit popup). */
async function setRockStatus(id: string, body: TRockStatusRequest) {
  return call(ROCK_ENDPOINTS.setStatus, { params: { id }, body });
}

/** A list's inline status, sent with the version the row shows; every rock list refreshes after. */
export function useSetRockStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rock, value }: { rock: TRock; value: TRockStatusRequest['status'] }) =>
      setRockStatus(rock.id, { status: value, version: rock.version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rockKeys.all }),
  });
}
