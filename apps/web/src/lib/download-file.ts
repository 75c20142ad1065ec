import { endpointUrl, type TEndpoint, type TEndpointInput } from '@cairn/domain/common/endpoint';
import type { TMessage } from '@cairn/domain/errors';
import { ApiError, apiUrl, CSRF_COOKIE, CSRF_HEADER, readCookie } from './api-client.ts';
import { SESSION_CONTEXT_HEADER, sessionContextId } from './session/session-context-id.ts';

/** The file name the server gave (`filename*=UTF-8''…` first, then `filename="…"`), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Hands the browser a file to save under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file endpoint (a PDF): the call as `call()` makes it (the tab's organisation, the
 * CSRF header on a POST), then the answer saved under the server's file name. A refusal throws
 * `ApiError` with the server's messages, as every call does.
 */
export async function downloadFile<E extends TEndpoint>(
  endpoint: E,
  input: TEndpointInput<E>,
): Promise<void> {
  const { params, query, body } = input as { params?: unknown; query?: unknown; body?: unknown };
  const headers: Record<string, string> = { [SESSION_CONTEXT_HEADER]: sessionContextId() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (endpoint.method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(endpointUrl(endpoint, { params, query })), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, [], 'The server could not be reached.');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { messages?: TMessage[] } | null;
    throw new ApiError(response.status, Array.isArray(answer?.messages) ? answer.messages : []);
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), 'document.pdf'));
}
