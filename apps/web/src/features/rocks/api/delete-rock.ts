import { ROCK_ENDPOINTS } from '@cairn/domain/rocks/rocks.endpoints';
import { call } from '../../../lib/call.ts';

/**
 * `DELETE rock/{id}/{flag}`: soft delete. With `withDelegates` every rock delegated below it
 * goes too; without, they move up to its parent. Answers the ids removed.
 */
export async function deleteRock(id: string, withDelegates: boolean) {
  return call(ROCK_ENDPOINTS.remove, { params: { id, flag: withDelegates ? 'true' : 'false' } });
}
