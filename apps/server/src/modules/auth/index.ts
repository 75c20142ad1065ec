// The auth module's front door: what other modules and the app may use.
export { verificationCodeMail } from './auth-mails.ts';
export { hashPassword } from './password.ts';
export { registerAuth } from './register-auth.ts';
export { REGISTRATION_COOKIE } from './registration-handle.ts';
export { createActorResolver } from './resolve-actor.ts';
export type { TSessionCache } from './session-cache.ts';
export { createSessionCache, ORG_NONE_TTL_MS, SESSION_CACHE_TTL_MS } from './session-cache.ts';
export { newSessionToken, SESSION_TTL_MS } from './session-token.ts';
export { findActiveSession, findUser } from './sessions.repository.ts';
export { SIGN_IN_FAILURE_LIMIT } from './sign-in-limiter.ts';
export { isHeldToSso } from './sso-requirement.ts';
