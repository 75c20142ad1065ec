import type { FastifyInstance } from 'fastify';
import type { TAuth } from './better-auth.ts';

/** better-auth, made on its first use: its 2,000 modules load when someone signs in, not at start. */
export type TAuthLoader = () => Promise<TAuth>;

export function createAuthLoader(app: FastifyInstance): TAuthLoader {
  let made: Promise<TAuth> | undefined;
  return () => {
    made ??= import('./better-auth.ts').then(({ createAuth }) => createAuth(app));
    return made;
  };
}
