import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam, ZIdsQuery } from '../common/ids.schemas.ts';
import { ZOrgTermsAnswer, ZOrgTermsRequest } from '../i18n/org-terms.schemas.ts';
import { ZUpdateOrgRequest } from './org-settings.schemas.ts';
import { ZCreateOrgRequest, ZOrgAnswer, ZOrgsAnswer } from './orgs.schemas.ts';

const tag = 'orgs';

/** The organisation endpoints (docs/api.md, Organisations). */
export const ORG_ENDPOINTS = {
  /** A new organisation with the caller as its Owner. */
  create: defineEndpoint({
    method: 'POST',
    path: '/orgs',
    access: 'session',
    tag,
    summary: 'Create an organisation',
    description: 'The caller becomes its Owner; it becomes their default organisation when they have none.',
    body: ZCreateOrgRequest,
    bodyExample: { name: 'Acme Corp', timeZone: 'Europe/Berlin' },
    answer: ZOrgAnswer,
    status: 201,
  }),
  /** The caller's organisations with these ids (others are absent). */
  listMine: defineEndpoint({
    method: 'GET',
    path: '/orgs',
    access: 'session',
    tag,
    summary: "List the caller's organisations",
    query: ZIdsQuery,
    answer: ZOrgsAnswer,
  }),
  /** The current organisation; any other id answers 404. */
  get: defineEndpoint({
    method: 'GET',
    path: '/org/:id',
    access: 'org.read',
    tag,
    summary: 'Read the current organisation',
    description: 'Any other id, including another organisation of the caller, answers 404.',
    params: ZIdParam,
    answer: ZOrgAnswer,
  }),
  /** Name and theme colour; a stale `version` answers 409 and changes nothing. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/org/:id',
    access: 'org.update',
    tag,
    summary: 'Change the organisation settings',
    description: 'Name, theme colour, time zone, week start, website and phone, with the `version` read.',
    params: ZIdParam,
    body: ZUpdateOrgRequest,
    answer: ZOrgAnswer,
  }),
  /** The organisation's own words for To-Do, Rock, Issue, Headline, Scorecard and Level 10 (issue 33). */
  terms: defineEndpoint({
    method: 'PUT',
    path: '/org/terms',
    access: 'org.renameTerms',
    tag,
    summary: "Rename the organisation's EOS terms",
    description:
      "Owner only. The whole set: each renamed term with its singular and plural (1 to 30 characters, trimmed); a term left out reads the language's defaults again. Every text of the app that names the term follows; data the team typed does not.",
    body: ZOrgTermsRequest,
    bodyExample: { terms: { rock: { singular: 'Goal', plural: 'Goals' } } },
    answer: ZOrgTermsAnswer,
  }),
} as const;
