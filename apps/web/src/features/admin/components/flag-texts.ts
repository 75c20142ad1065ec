import type { TFeatureFlagName } from '@cairn/domain/flags/feature-flags';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';

type TFlagKeys = { label: TTextKey; description: TTextKey };

/**
 * The keys of each switchable flag's name and description (ADMIN_FEATURE_FLAGS' English, by
 * name). A flag added there without keys here shows its English.
 */
export const FLAG_TEXT_KEYS: Partial<Record<TFeatureFlagName, TFlagKeys>> = {
  CascadeHeadlines: { label: 'admin.flag.cascadeHeadlines', description: 'admin.flag.cascadeHeadlinesHint' },
  MultipleScorecardMeasurable: {
    label: 'admin.flag.multipleScorecardMeasurable',
    description: 'admin.flag.multipleScorecardMeasurableHint',
  },
  UserPreferences: { label: 'admin.flag.userPreferences', description: 'admin.flag.userPreferencesHint' },
  MeetingPdfs: { label: 'admin.flag.meetingPdfs', description: 'admin.flag.meetingPdfsHint' },
  VisionPdf: { label: 'admin.flag.visionPdf', description: 'admin.flag.visionPdfHint' },
  StyleGuide: { label: 'admin.flag.styleGuide', description: 'admin.flag.styleGuideHint' },
  VoiceAssistant: { label: 'admin.flag.voiceAssistant', description: 'admin.flag.voiceAssistantHint' },
  SmartRocks: { label: 'admin.flag.smartRocks', description: 'admin.flag.smartRocksHint' },
  UserReminderSchedule: {
    label: 'admin.flag.userReminderSchedule',
    description: 'admin.flag.userReminderScheduleHint',
  },
  InvestigationBanner: {
    label: 'admin.flag.investigationBanner',
    description: 'admin.flag.investigationBannerHint',
  },
  HeadlineStatusFilter: {
    label: 'admin.flag.headlineStatusFilter',
    description: 'admin.flag.headlineStatusFilterHint',
  },
  ZendeskSupport: { label: 'admin.flag.zendeskSupport', description: 'admin.flag.zendeskSupportHint' },
  SalesforceCloudPrechat: {
    label: 'admin.flag.salesforceCloudPrechat',
    description: 'admin.flag.salesforceCloudPrechatHint',
  },
  MicrosoftSso: { label: 'admin.flag.microsoftSso', description: 'admin.flag.microsoftSsoHint' },
  MaintenancePage: { label: 'admin.flag.maintenancePage', description: 'admin.flag.maintenancePageHint' },
};
