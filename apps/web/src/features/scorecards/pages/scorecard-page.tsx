import { can } from '@cairn/domain/permissions/can';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { WrongOrgNotice } from '../../../components/wrong-org-notice.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { MEETINGS_PATH, overviewPathOf, useMeeting } from '../../meetings/index.ts';
import { ScorecardPanel } from '../components/scorecard-panel.tsx';
import { periodsFromQuery } from '../components/use-grid-window.ts';
import '../texts.ts';

/**
 * A meeting's scorecard at full width (`/traction/{tractionId}/{threadId}/scorecard`): the
 * meeting's title, a link back to its overview, and the scorecard with all its tools;
 * `?periods=52` shows a year of weeks at once.
 */
export function ScorecardPage() {
  const { t } = useTranslation();
  const { tractionId = '' } = useParams();
  const [search] = useSearchParams();
  const meeting = useMeeting(tractionId);
  const { data: session } = useSession();
  useDocumentTitle(
    meeting.data ? t('scorecard.page.title', { meeting: meeting.data.title }) : t('scorecard.section'),
  );
  if (meeting.isPending) return <LoadingView label={t('scorecard.grid.loading')} />;
  if (meeting.isError) {
    return (
      <WrongOrgNotice
        title={t('scorecard.page.notFoundTitle')}
        text={t('scorecard.page.notFoundText')}
        backTo={MEETINGS_PATH}
        backLabel={t('scorecard.page.backToMeetings')}
      />
    );
  }
  const canEdit =
    !meeting.data.archivedAt && Boolean(session?.person && can(session.person, 'content.change'));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={overviewPathOf(tractionId)} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('scorecard.page.backToMeeting')}
        </Group>
      </Anchor>
      <Stack gap={0}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {meeting.data.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('scorecard.section')}
        </Text>
      </Stack>
      <ScorecardPanel
        tractionId={tractionId}
        canEdit={canEdit}
        variant="page"
        periods={periodsFromQuery(search.get('periods'))}
      />
    </Stack>
  );
}
