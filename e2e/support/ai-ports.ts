/**
 * The AI journeys' servers, derived from the app's port so parallel runs differ: a loopback
 * OpenAI-compatible stub (support/ai-stub.ts) and a second Cairn connected to it. The main e2e
 * server stays without a model, so the other journeys see Cairn as most instances run it.
 */
const appPort = Number(process.env.E2E_PORT ?? 3100);

export const AI_SERVERS = { stubPort: appPort + 22_000, appPort: appPort + 23_000 };
