// The people module's front door: what other modules and the app may use.
export { recordPeopleFollowAccount } from './account-people.ts';
export { invitationMail } from './invitation.mails.ts';
export type { TInvitationsService } from './invitations.service.ts';
export { createInvitationsService } from './invitations.service.ts';
export { changeOwnPerson } from './person-preferences.routes.ts';
export { registerPeople } from './register-people.ts';
