import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The language of the reset mail being asked for: the forgot-password route runs better-auth's
 * call inside it, and better-auth's mail hook (which sees only the user) reads it.
 */
export const resetMailLocale = new AsyncLocalStorage<string>();
