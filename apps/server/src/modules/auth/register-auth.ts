import type { FastifyInstance } from 'fastify';
import { createAuth } from './better-auth.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { createRegistrationService } from './registration.service.ts';
import { registerSessionRoutes } from './session.routes.ts';
import { registerUserRoutes } from './user.routes.ts';

/** Identity: better-auth underneath, Cairn's session and account calls on top. */
export async function registerAuth(api: FastifyInstance) {
  const auth = createAuth(api);
  const registration = createRegistrationService(api, auth);
  await registerRegistrationRoutes(api, registration);
  await registerSessionRoutes(api, auth, registration);
  await registerPasswordRoutes(api, auth);
  await registerUserRoutes(api);
}
