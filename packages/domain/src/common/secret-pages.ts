import { ZResetCodeParams } from '../account/account.schemas.ts';
import { ZInvitationKeyParams } from '../people/invitations.schemas.ts';

/**
 * The web pages whose path carries a secret (000 §2.1): the links that emails send. The server
 * builds the links from these paths and masks their secret params in access logs (it serves the
 * pages as index.html). The web's route table declares the same paths as literals (importing the
 * schemas would grow the first page's scripts); `route-table.test.ts` keeps them equal.
 */
export const PAGES_WITH_SECRETS = {
  invitation: { path: '/welcome/invitation/:invitationId/:key', params: ZInvitationKeyParams },
  invitationProcess: { path: '/welcome/invitation/process/:invitationId/:key', params: ZInvitationKeyParams },
  updatePassword: { path: '/update-password/:resetCode', params: ZResetCodeParams },
} as const;
