import { setupServer } from 'msw/node';

/**
 * The web tests' one mock API (MSW): `fetch` stays the real one and MSW answers it, so a test
 * goes through the same request and response code as the browser. Each test says what the
 * server answers with `mockApi` (features/test-support/mock-api.ts) or `mockFetch`
 * (test/fetch-mock.ts); the handlers are reset after every test (setup.ts). Answers read through
 * `call()` are parsed by their endpoint's schema, so a mock that drifts from the contract fails.
 */
export const apiServer = setupServer();
