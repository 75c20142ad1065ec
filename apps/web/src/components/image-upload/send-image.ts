import { ApiError, apiSend } from '../../lib/api-client.ts';

/**
 * Sends an image to an upload call as multipart (field `file`) and answers the URL the call
 * names in `urlField` (`avatarUrl`, `logoUrl`); an answer without it is an error.
 */
export async function sendImage(
  path: string,
  image: Blob,
  fileName: string,
  urlField: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', image, fileName);
  const answer = await apiSend<Record<string, string | undefined>>('POST', path, form);
  const url = answer[urlField];
  if (typeof url !== 'string' || !url) throw new ApiError(500, answer.messages);
  return url;
}
