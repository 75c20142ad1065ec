// The orgs module's front door: what other modules and the app may use.
export { presentPerson } from './orgs.presenters.ts';
export { createOrgsRepository } from './orgs.repository.ts';
export type { TOrgActor, TOrgsDeps } from './orgs.service.ts';
export type { TPersonRow } from './people.repository.ts';
export { createPeopleRepository } from './people.repository.ts';
export { holdsLicenseSql } from './people-search.ts';
export { registerOrgs } from './register-orgs.ts';
