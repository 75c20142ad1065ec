import { apiSend } from '../../../lib/api-client.ts';

/**
 * `DELETE rock/{id}/{flag}`: soft delete. With `withDelegates` every rock delegated below it
 * goes too; without, they move up to its parent. Answers the ids removed.
 */
export async function deleteRock(id: string, withDelegates: boolean) {
  return apiSend<{ removedIds: string[] }>('DELETE', `/rock/${id}/${withDelegates}`);
}
