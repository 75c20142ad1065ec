import type { FastifyInstance } from 'fastify';
import { createInvitationsService } from '../people/index.ts';
import { registerAccountSessionRoutes } from './account-sessions.routes.ts';
import { createAuthLoader } from './auth-loader.ts';
import { registerInvitationRegistrationRoute } from './invitation-registration.routes.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { createRegistrationService } from './registration.service.ts';
import { registerSessionRoutes } from './session.routes.ts';
import { createTwoFactorLimiter } from './sign-in-limiter.ts';
import { registerSsoRoutes } from './sso.routes.ts';
import { createSsoService } from './sso.service.ts';
import { createSsoAccountService } from './sso-account.service.ts';
import { registerTwoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { registerUserRoutes } from './user.routes.ts';

/** Identity: better-auth underneath, Cairn's session and account calls on top. */
export async function registerAuth(api: FastifyInstance) {
  const auth = createAuthLoader(api);
  api.warmUp.later(auth);
  const registration = createRegistrationService(api, auth);
  await registerRegistrationRoutes(api, registration);
  registerInvitationRegistrationRoute(api, registration, createInvitationsService(api));
  await registerSessionRoutes(api, auth, registration);
  await registerPasswordRoutes(api, auth);
  await registerUserRoutes(api);
  await registerTwoFactorRoutes(api, createTwoFactorService(api, auth), createTwoFactorLimiter(api));
  await registerAccountSessionRoutes(api);
  const sso = createSsoService(api, auth);
  registerSsoRoutes(api, sso, createSsoAccountService(api, sso));
}
