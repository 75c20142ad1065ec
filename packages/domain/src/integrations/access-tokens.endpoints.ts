import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZAccessTokenListAnswer,
  ZCreateAccessTokenRequest,
  ZCreatedAccessTokenAnswer,
  ZOrgAccessTokensAnswer,
  ZOrgAccessTokensRequest,
} from './access-tokens.schemas.ts';

const tag = 'access-tokens';

/**
 * Personal access tokens (issue 36 point 2): each person's own, in the organisation of the
 * session. A token itself cannot call these (docs/api-platform.md).
 */
export const ACCESS_TOKEN_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/access-tokens',
    access: 'org.read',
    tag,
    summary: "List the caller's access tokens in this organization",
    description: 'Live and expired tokens, each with its scopes and last use; revoked ones are gone.',
    answer: ZAccessTokenListAnswer,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/access-tokens',
    access: 'org.read',
    tag,
    summary: 'Create an access token',
    description:
      "The answer holds the token (`cairn_pat_...`) this once; only its hash is kept. Send it as `Authorization: Bearer cairn_pat_...`: it acts as the caller in this organization, within its scopes and never beyond the caller's role.",
    body: ZCreateAccessTokenRequest,
    bodyExample: { name: 'Reporting script', expiresInDays: 90, scopes: ['todos:read', 'rocks:write'] },
    answer: ZCreatedAccessTokenAnswer,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/access-tokens/:id',
    access: 'org.read',
    tag,
    summary: "Revoke one of the caller's access tokens",
    description: "It stops working at once. Another person's token is a 404.",
    params: ZIdParam,
    answer: ZEnvelope,
  }),
  /** The Owner's switch for the whole organisation. */
  orgSetting: defineEndpoint({
    method: 'PUT',
    path: '/org/:id/access-tokens',
    access: 'org.allowAccessTokens',
    tag: 'orgs',
    summary: 'Allow or refuse personal access tokens in the organization',
    description:
      'Owner only. Refused, every token of the organization answers 401 until they are allowed again.',
    params: ZIdParam,
    body: ZOrgAccessTokensRequest,
    answer: ZOrgAccessTokensAnswer,
  }),
} as const;
