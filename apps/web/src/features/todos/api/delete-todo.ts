import { apiSend } from '../../../lib/api-client.ts';

/** `DELETE todo/{id}`: soft delete; the to-do then answers 404 everywhere. */
export async function deleteTodo(id: string) {
  return apiSend<{ todoId: string }>('DELETE', `/todo/${id}`);
}
