/**
 * The areas of the API (OpenAPI tags), each with the description the reference shows above its
 * operations. An endpoint's `tag` must be one of these, so a new area is described before it ships.
 */
export const API_TAGS = {
  session:
    'Signing in and out, the current session (user, organisation, person) and the sessions of the user.',
  account:
    "The user's account: registration with an email code, password reset and change, the default organisation.",
  user: "The signed-in user's own details and profile.",
  orgs: 'Organisations: create one, list those the user belongs to, read and change the current one.',
  people: "The current organisation's people: list, search, add, change roles, remove, transfer ownership.",
  invitations: 'Invitations that bring a person into an organisation by email, and their acceptance.',
  licences: 'Paid licences and seats: free email domains, upgrade requests, the billing permission.',
  billing:
    'Billing (Owner and `Update|Billing`): the subscription, plans, cards, billing address, coupons, tax and invoices.',
  notifications: "The user's notification centre and which notifications they receive.",
  meetings: 'Meeting series (Level 10s): agenda, schedule, invitees, owner, favourites, archive.',
  'live-meeting':
    'A running Level 10: join, start, move through the agenda, IDS, ratings, end; its history and checklist.',
  todos: 'To-Dos of a meeting or personal: create, edit, complete, reassign, search, delete.',
  rocks: 'Rocks (90-day priorities): create, edit, status, complete, reassign, search, delete.',
  issues: 'Issues (the IDS list): create, edit, solve, move between meetings, search, delete.',
  headlines: 'Headlines: good and bad news shared in a meeting; create, review, cascade, search.',
  scorecards: 'Scorecards: measurables, weekly or monthly values and goals, ordering, CSV import and export.',
  vto: 'The Vision/Traction Organizer: folders, revisions (draft and published) and every section of a V/TO.',
  'accountability chart':
    'The Accountability Chart: folders, chart revisions, seats with their roles and holders.',
  assistant:
    'The assistant: turn a spoken or typed sentence into an issue, to-do or headline, and chat about your data.',
  dashboard: "The user's dashboard: its widgets and their layout.",
  insights:
    'How the team is doing: to-do completion, meeting ratings, rocks, measurables on target, issues and meetings held, per week or quarter.',
  quarterly:
    "A meeting's quarterly session: review the quarter's rocks, the V/TO's 1-year and quarterly plans, plan the next quarter's rocks, record the result.",
  'access-tokens':
    "The caller's personal access tokens for the current organisation: create (shown once), list, revoke; the Owner's switch.",
  webhooks:
    'Webhooks of the organisation (Owner and Admin): endpoints, the events they receive, signed deliveries and their log.',
  'org-export':
    'Export an organisation as one zip (every kind as JSON and CSV) and import such a zip as a new organisation.',
  languages:
    'Language packs: the key-to-text map of each language the web and the mails use, with drop-in packs.',
  learning:
    "The learning centre: Cairn's guides, the EOS toolbox and further reading, from Cairn's pack and the operator's packs.",
  platform: 'The instance itself: version, health, feature flags, background jobs.',
  dev: 'Routes for the test suites only: served only when the test variables are set, never in production.',
} as const;

/** An area of the API. */
export type TApiTag = keyof typeof API_TAGS;
