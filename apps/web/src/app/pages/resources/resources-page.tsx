import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ImplementerPage } from './implementer-page.tsx';
import { KnowledgeBasePage } from './knowledge-base-page.tsx';
import { RoadmapPage } from './roadmap-page.tsx';
import './texts.ts';
import { WhatsNewPage } from './whats-new-page.tsx';

/** The Resources group's pages by their path segment (nav-items.ts links each). */
const PAGES: Record<string, ComponentType> = {
  'knowledge-base': KnowledgeBasePage,
  'whats-new': WhatsNewPage,
  roadmap: RoadmapPage,
  implementer: ImplementerPage,
};

/** `/resources/{topic}` (000 §2.3): one route and one download for the four pages. */
export function ResourcesPage() {
  const { t } = useTranslation();
  const { topic = '' } = useParams();
  const Page = PAGES[topic];
  return Page ? (
    <Page />
  ) : (
    <EmptyState title={t('resources.notFound.title')} text={t('resources.notFound.text')} />
  );
}
