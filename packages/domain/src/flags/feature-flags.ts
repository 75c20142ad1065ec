/**
 * Feature flags by PascalCase name with their defaults (spec 000 §9). The server answers the
 * same map with admin overrides applied; the web merges it over these.
 */
export const DEFAULT_FEATURE_FLAGS = {
  Insights: true,
  NewDashboard: true,
  ProductAnalytics: true,
  DataCollection: true,
  ChatPrechat: true,
  StyleGuide: true,
  VisionPdf: true,
  ApiSwitch: false,
  AllMeetingsTab: false,
  TaxIntegration: false,
  CascadeHeadlines: false,
  ChatBot: false,
  TagManager: false,
  HeadlineStatusFilter: false,
  ChatSupport: false,
  InvestigationBanner: false,
  MaintenancePage: false,
  MeetingPdfs: false,
  MicrosoftSso: false,
  MultipleScorecardMeasurable: false,
  QuarterlyPulsing: false,
  UkRegionRedirect: false,
  SmartRocks: false,
  UserPreferences: false,
  UserReminderSchedule: false,
  VoiceAssistant: false,
  SupportWidget: false,
  SalesforceCloudPrechat: false,
  ZendeskSupport: false,
} as const satisfies Record<string, boolean>;

export type TFeatureFlagName = keyof typeof DEFAULT_FEATURE_FLAGS;
export type TFeatureFlags = Record<TFeatureFlagName, boolean>;

export const FEATURE_FLAG_NAMES = Object.keys(DEFAULT_FEATURE_FLAGS) as TFeatureFlagName[];

/** Applies overrides over the defaults, ignoring names that are not flags. */
export function mergeFeatureFlags(overrides: Partial<Record<string, boolean>>): TFeatureFlags {
  const merged: TFeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  for (const name of FEATURE_FLAG_NAMES) {
    const value = overrides[name];
    if (typeof value === 'boolean') merged[name] = value;
  }
  return merged;
}

/**
 * The flags that change something in Cairn today, as the instance administrator's page shows
 * them (the others are the spec's names for capabilities Cairn does not have yet, so switching
 * them would do nothing and they are not offered).
 */
export const ADMIN_FEATURE_FLAGS: readonly { name: TFeatureFlagName; label: string; description: string }[] =
  [
    {
      name: 'CascadeHeadlines',
      label: 'Cascade headlines',
      description: 'Add Headline can send a headline to several meetings at once.',
    },
    {
      name: 'MultipleScorecardMeasurable',
      label: 'Measurables on several scorecards',
      description: 'A measurable can be shown on the scorecards of several meetings.',
    },
    {
      name: 'UserPreferences',
      label: 'User preferences',
      description: 'Manage account gets a Preferences tab: a theme, and the page opened after sign-in.',
    },
    {
      name: 'MeetingPdfs',
      label: 'Meeting PDFs',
      description: "Download PDF on a meeting's lists, its scorecard and the summary of a held meeting.",
    },
    {
      name: 'VisionPdf',
      label: 'V/TO PDF',
      description: 'Download PDF on a V/TO: its Vision and Traction pages drawn by the server.',
    },
    {
      name: 'StyleGuide',
      label: 'Style guide',
      description: 'The style guide page of the design system, for people building on Cairn.',
    },
    {
      name: 'VoiceAssistant',
      label: 'Ask AI',
      description:
        'Ask AI in the sub-header: speak or type an issue, to-do or headline into the right meeting (an AI model if connected, else a built-in reader).',
    },
    {
      name: 'SmartRocks',
      label: 'SMART rocks',
      description:
        'Add and Edit Rock judge whether the title is SMART (an AI model if connected, else a basic check).',
    },
    {
      name: 'UserReminderSchedule',
      label: 'Scorecard reminders',
      description:
        'Once a week each measurable owner whose numbers for the last week are missing gets a notification and a mail listing them.',
    },
    {
      name: 'InvestigationBanner',
      label: 'Investigation banner',
      description: 'A banner with your text above every page, while you look into a problem.',
    },
    {
      name: 'HeadlineStatusFilter',
      label: 'Headline status filter',
      description: "The dashboard's headlines widget can be filtered by status (new, reviewed).",
    },
    {
      name: 'ZendeskSupport',
      label: 'Support chat (Zendesk)',
      description: "The help panel offers a chat with support at the server's SUPPORT_CHAT_URL.",
    },
    {
      name: 'SalesforceCloudPrechat',
      label: 'Support chat (Salesforce)',
      description:
        "The help panel offers a chat with support at the server's SUPPORT_CHAT_URL (a Salesforce pre-chat page).",
    },
    {
      name: 'MicrosoftSso',
      label: 'Single sign-on',
      description:
        'The sign-in page offers "Sign in with" the OpenID Connect provider the operator configured (OIDC_*; nothing without it).',
    },
    {
      name: 'MaintenancePage',
      label: 'Maintenance page',
      description: 'Everyone but you sees the maintenance page instead of Cairn until it is switched off.',
    },
  ];

export const FEATURE_FLAG_TEXTS = {
  loadFailed: 'Unable to load feature flags, using default values.',
  saved: (label: string, isOn: boolean) => `${label} is ${isOn ? 'on' : 'off'} for everyone.`,
} as const;
