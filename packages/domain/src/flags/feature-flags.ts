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

export const FEATURE_FLAG_TEXTS = {
  loadFailed: 'Unable to load feature flags, using default values.',
} as const;
