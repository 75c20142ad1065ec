import { sectionKindOf, type TSectionKind } from '@cairn/domain/live-meeting/live-meeting-rules';
import { Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatMinutes } from '../components/live-format.ts';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import '../texts.ts';
import { ConcludeSection } from './conclude-section.tsx';
import { IdsSection } from './ids-section.tsx';
import { HeadlinesSection, RocksSection, ScorecardSection } from './item-sections.tsx';
import { SectionFrame } from './section-frame.tsx';
import { SegueSection } from './segue-section.tsx';
import { TodosSection } from './todos-section.tsx';

/** A section of the team's own: its name and planned minutes, discussed as they planned. */
function CustomSection({ title }: { title: string }) {
  const { view } = useLiveMeetingScope();
  const { t } = useTranslation();
  const item = view.agenda[view.agendaIndex];
  return (
    <SectionFrame title={title} guidance={t('live.custom.guidance')}>
      <Text c="dimmed">{item ? formatMinutes(t, item.lengthInMinutes) : null}</Text>
    </SectionFrame>
  );
}

const SECTIONS: Record<TSectionKind, ComponentType<{ title: string }>> = {
  segue: SegueSection,
  scorecard: ScorecardSection,
  rocks: RocksSection,
  headlines: HeadlinesSection,
  todos: TodosSection,
  ids: IdsSection,
  conclude: ConcludeSection,
  custom: CustomSection,
};

/** The section the meeting is in, as everyone sees it (the scribe moves it). */
export function SectionView() {
  const { view } = useLiveMeetingScope();
  const item = view.agenda[view.agendaIndex];
  if (!item) return null;
  const Section = SECTIONS[sectionKindOf(item.name)];
  return <Section key={item.id} title={item.name} />;
}
