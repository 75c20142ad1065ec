import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HeadlineListSection } from '../../headlines/index.ts';
import { RockListSection } from '../../rocks/index.ts';
import { ScorecardPanel } from '../../scorecards/index.ts';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import '../texts.ts';
import { DropToIssues, dropIcon } from './drop-to-issues.tsx';
import { SectionFrame } from './section-frame.tsx';

/** Scorecard: the meeting's grid, values editable, a row's menu drops it to Issues. */
export function ScorecardSection({ title }: { title: string }) {
  const { view, canChange, act } = useLiveMeetingScope();
  const { t } = useTranslation();
  return (
    <SectionFrame title={title} guidance={t('live.scorecard.guidance')}>
      <ScorecardPanel
        tractionId={view.meetingThreadId}
        canEdit={canChange}
        variant="section"
        isTitled={false}
        rowActions={
          canChange
            ? [
                {
                  label: t('live.dropToIssues'),
                  icon: dropIcon,
                  onClick: (measurable) => act('add-measurable-as-issue', { itemId: measurable.id }),
                },
              ]
            : []
        }
      />
    </SectionFrame>
  );
}

/** Rock review: the meeting's rocks with their on / off track status; a row drops to Issues. */
export function RocksSection({ title }: { title: string }) {
  const { view, canChange } = useLiveMeetingScope();
  const { t } = useTranslation();
  return (
    <SectionFrame title={title} guidance={t('live.rocks.guidance')}>
      <DropToIssues>
        <RockListSection tractionId={view.meetingThreadId} canChange={canChange} />
      </DropToIssues>
    </SectionFrame>
  );
}

/** Headlines: the meeting's headlines to review; a row drops to Issues or cascades. */
export function HeadlinesSection({ title }: { title: string }) {
  const { view, canChange } = useLiveMeetingScope();
  const { t } = useTranslation();
  return (
    <SectionFrame title={title} guidance={t('live.headlines.guidance')}>
      <DropToIssues>
        <HeadlineListSection tractionId={view.meetingThreadId} canChange={canChange} />
      </DropToIssues>
    </SectionFrame>
  );
}
