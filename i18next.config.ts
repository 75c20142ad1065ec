import { defineConfig } from 'i18next-cli';

/**
 * The lint of issue 33 (`npm run lint` runs `i18next-cli lint` and `i18next-cli status`): a literal
 * text left in a converted component fails, and so does a key used there that a pack lacks.
 * CONVERTED lists what is on keys; each session that converts an area adds its folders or files
 * here (docs/languages.md keeps the list of what is done and what is next).
 */
const CONVERTED = [
  'apps/web/src/app/shell/app-header.tsx',
  'apps/web/src/app/shell/app-shell-layout.tsx',
  'apps/web/src/app/shell/help-ribbon.tsx',
  'apps/web/src/app/shell/investigation-banner.tsx',
  'apps/web/src/app/shell/trial-banner.tsx',
  'apps/web/src/app/shell/invite-button.tsx',
  'apps/web/src/app/shell/support-contact.tsx',
  'apps/web/src/app/shell/skip-link.tsx',
  'apps/web/src/app/shell/sub-header.tsx',
  'apps/web/src/app/shell/app-footer.tsx',
  'apps/web/src/app/shell/logo.tsx',
  'apps/web/src/app/shell/nav-menu.tsx',
  'apps/web/src/app/shell/nav-items.ts',
  'apps/web/src/app/shell/org-selector.tsx',
  'apps/web/src/app/shell/user-menu.tsx',
  'apps/web/src/lib/i18n/*.{ts,tsx}',
  'apps/web/src/lib/notify.ts',
  'apps/web/src/lib/notify-texts.ts',
  'apps/web/src/features/dashboard/**/*.{ts,tsx}',
  'apps/web/src/features/home/pages/home-page.tsx',
  'apps/web/src/features/assistant/components/chat-modal.tsx',
  'apps/web/src/features/assistant/components/chat-view.tsx',
  'apps/web/src/features/learning/**/*.tsx',
  'apps/web/src/features/quarterly/**/*.{ts,tsx}',
  'apps/web/src/features/todos/**/*.{ts,tsx}',
  'apps/web/src/components/loading-view.tsx',
  'apps/web/src/features/usage/**/*.{ts,tsx}',
  'apps/web/src/features/scorecards/**/*.{ts,tsx}',
  'apps/web/src/components/tracked-by/tracked-by-line.tsx',
  'apps/web/src/components/documents/removed-revision-alert.tsx',
  'apps/web/src/features/ac/**/*.{ts,tsx}',
  'apps/web/src/features/vto/**/*.{ts,tsx}',
  'apps/web/src/features/meetings/**/*.{ts,tsx}',
  'apps/web/src/features/live-meeting/**/*.{ts,tsx}',
  'apps/web/src/features/rocks/**/*.{ts,tsx}',
  'apps/web/src/features/issues/**/*.{ts,tsx}',
  'apps/web/src/features/headlines/**/*.{ts,tsx}',
  'apps/web/src/components/item-list/**/*.{ts,tsx}',
  'apps/web/src/components/item-popup/**/*.{ts,tsx}',
  'apps/web/src/components/meeting-select/**/*.{ts,tsx}',
  'apps/web/src/components/person-picker/**/*.{ts,tsx}',
  'apps/web/src/features/people/**/*.{ts,tsx}',
  'apps/web/src/features/orgs/**/*.{ts,tsx}',
  'apps/web/src/features/admin/**/*.{ts,tsx}',
  'apps/web/src/features/welcome/**/*.{ts,tsx}',
  'apps/web/src/components/documents/**/*.{ts,tsx}',
  'apps/web/src/components/popup-panel/**/*.{ts,tsx}',
  'apps/web/src/components/prompt-dialog/**/*.{ts,tsx}',
  'apps/web/src/components/pdf/**/*.{ts,tsx}',
  'apps/web/src/components/form/use-leave-guard.tsx',
  'apps/web/src/features/account/**/*.{ts,tsx}',
  'apps/web/src/components/form/**/*.{ts,tsx}',
  'apps/web/src/features/billing/**/*.{ts,tsx}',
  'apps/web/src/features/insights/**/*.{ts,tsx}',
  'apps/web/src/features/notifications/**/*.{ts,tsx}',
  'apps/web/src/features/assistant/**/*.{ts,tsx}',
  'apps/web/src/app/pages/*.tsx',
  'apps/web/src/app/layouts/session-unavailable.tsx',
  'apps/web/src/lib/session/use-membership-watch.ts',
];

export default defineConfig({
  locales: ['en', 'de', 'es', 'fr'],
  extract: {
    input: CONVERTED,
    ignore: ['**/*.test.{ts,tsx}'],
    output: 'packages/domain/src/i18n/locales/{{language}}.json',
    defaultNS: false,
    keySeparator: false,
    nsSeparator: false,
    functions: ['t', '*.t'],
    useTranslationNames: ['useTranslation'],
    primaryLanguage: 'en',
    // Keys named in data (menu entries, footer links) and the server's (mails) are not t('...') calls.
    preservePatterns: [
      'shell.menu.*',
      'shell.footer.*',
      // The generic notices are named in a map by status (lib/notify-texts.ts).
      'shell.notice.*',
      'mail.*',
      'dashboard.widget.*',
      'dashboard.greeting.*',
      'dashboard.gettingStarted.step.*',
      'dashboard.filter.*',
      'role.name.*',
      'shell.add.*',
      'account.preferences.theme*',
      'learning.section.*',
      'learning.sectionHint.*',
      'usage.area.*',
      // The V/TO's section, field and entry names are named in data (copy flags, compare fields, lists).
      'vto.section.*',
      'vto.field.*',
      'vto.entry.*',
      'vto.page.*',
      'vto.inline.*',
      // The scorecard's view toggles are named in a list.
      'scorecard.view.*',
      // The meeting's PDF documents are named in a list.
      'meeting.pdf.*',
      // The meeting list's pagination arrows are named in a map.
      'meeting.pagination.*',
      // The chart's access choices (no access, view, edit) are named in a map.
      'ac.visibility.access.*',
      // The live meeting's presence and reaction names are named in maps.
      'live.presence.*',
      'live.reaction.*',
      // Rock statuses and types, and the lists' status filters, are named in maps (the V/TO shows rock statuses too).
      'rock.status.*',
      'rock.type.*',
      'rock.filter.*',
      'issue.status.*',
      'issue.filter.*',
      'headline.status.*',
      'headline.filter.*',
      'todos.filter.*',
      // People: an invitation's and an upgrade request's state are named in maps.
      'people.invitation.*',
      'people.upgrade.*',
      // Organisation settings: theme colours, export and webhook delivery states are named in maps.
      'orgs.themeColor.*',
      'orgs.export.status.*',
      'orgs.delivery.status.*',
      // The administrator's feature flags are named in a map by flag.
      'admin.flag.*',
      // The domain keeps codes; the web names each one by a key in a map (colour tags, scorecard choices).
      'meeting.color.*',
      'scorecard.interval.*',
      'scorecard.comparison.*',
      'scorecard.scale.*',
      'scorecard.unit.*',
      // Each document kind names its sentences for the shared folder pages (components/documents).
      'vto.document.*',
      'ac.document.*',
      // The server's messages and the schemas' validation texts, written from the domain's English (decision 0039).
      'msg.*',
      // The server's PDF documents (issue 33) translate in the PDF worker, not in web files.
      'pdf.summary.*',
      'pdf.list.*',
      'pdf.scorecard.*',
      'pdf.vto.*',
      'pdf.chart.*',
      'pdf.common.*',
      'pdf.status.*',
      // Account settings' access tokens: scope areas and levels are named by a code.
      'account.tokens.area.*',
      'account.tokens.level.*',
      'billing.status.*',
      'billing.summary.plan*',
      // Insights: figures, columns and spans are named in lists; notification kinds and age
      // groups, the assistant's item types and SMART criteria in maps.
      'insights.span.*',
      'insights.column.*',
      'insights.card.period',
      'insights.card.quarter',
      'insights.todoCompletion.*',
      'insights.meetingRating.*',
      'insights.rocks.*',
      'insights.measurablesOnTarget.*',
      'insights.issues.*',
      'insights.meetings.*',
      'notifications.kind.*',
      'notifications.group.*',
      'assistant.ask.typeLabel.*',
      'assistant.ask.typeName.*',
      'assistant.smart.*',
    ],
  },
  lint: {
    // Every tag: Mantine's Text, Button, Anchor ... hold texts as much as HTML's p and span do.
    acceptedTags: 'all',
    // Names and codes that are not words: the brand, test ids, routes, icons.
    ignoredAttributes: ['data-testid', 'to', 'href', 'id', 'name', 'type', 'component', 'variant', 'color'],
  },
});
