// The access-tokens module's front door: what other modules and the app may use.
export { createTokenAdmission, resolveTokenActor, tokenRejectionOf } from './access-token-actor.ts';
export { isAccessTokenValue, newAccessToken } from './access-token-secret.ts';
export { registerAccessTokens } from './access-tokens.routes.ts';
