import {
  endpointUrl,
  type TEndpoint,
  type TEndpointAnswer,
  type TEndpointInput,
} from '@cairn/domain/common/endpoint';
import { apiGet, apiSend } from './api-client.ts';

type TCallInput<E extends TEndpoint> = TEndpointInput<E> & { signal?: AbortSignal };

/**
 * True in the web's test suite: answers are parsed by the endpoint's answer schema there, so a
 * mocked answer that drifts from the contract fails the test (issue 8 point 10). Browsers skip it.
 */
const checksAnswers = import.meta.env.MODE === 'test';

/**
 * Calls a domain endpoint (`@cairn/domain/common/endpoint`): its path with the params filled in,
 * its query, its body, typed by the endpoint's schemas; resolves with the typed answer and throws
 * `ApiError` as every call does. The one way the web calls an endpoint that is declared.
 */
export async function call<E extends TEndpoint>(
  endpoint: E,
  ...[input]: object extends TCallInput<E> ? [input?: TCallInput<E>] : [input: TCallInput<E>]
): Promise<TEndpointAnswer<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = endpointUrl(endpoint, { params, query });
  const answer =
    endpoint.method === 'GET' ? await apiGet(path, { signal }) : await apiSend(endpoint.method, path, body);
  return (checksAnswers ? endpoint.answer.parse(answer) : answer) as TEndpointAnswer<E>;
}
