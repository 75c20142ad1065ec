import '@mantine/core/styles/Stepper.css';
import type { TMessage } from '@cairn/domain/errors';
import { canChangeMeeting } from '@cairn/domain/meetings/meeting-access';
import type { TQuarterlyState } from '@cairn/domain/quarterly/quarterly.schemas';
import { parseQuarterKey, quarterSpan } from '@cairn/domain/rocks/rock-quarters';
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarStats } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { MeetingTabs, useMeeting } from '../../meetings/index.ts';
import { useFinishQuarterly, useStartQuarterly } from '../api/quarterly-changes.ts';
import { useQuarterlyState } from '../api/quarterly-state.ts';
import { FinishStep } from '../components/finish-step.tsx';
import { NewRocksStep } from '../components/new-rocks-step.tsx';
import {
  draftCompletion,
  draftCounts,
  finishBodyOf,
  initialDraft,
  type TQuarterlyDraft,
} from '../components/quarterly-draft.ts';
import { QuarterlyResult } from '../components/quarterly-result.tsx';
import { ReviewRocksStep } from '../components/review-rocks-step.tsx';
import { VtoPlansStep } from '../components/vto-plans-step.tsx';
import '../texts.ts';
import { quarterKeyLabel } from '../../../components/quarter-name.ts';

type TSessionProps = {
  meetingId: string;
  state: TQuarterlyState & { session: NonNullable<TQuarterlyState['session']> };
  inviteeIds: string[];
  personName: (id: string | null) => string;
  canRun: boolean;
};

/** The four steps of an open session; the draft lives here until Finish sends it whole. */
function SessionSteps({ meetingId, state, inviteeIds, personName, canRun }: TSessionProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<TQuarterlyDraft>(() => initialDraft(state.rocks, inviteeIds));
  const [errors, setErrors] = useState<TMessage[]>([]);
  const finish = useFinishQuarterly(meetingId);
  const next = parseQuarterKey(state.nextQuarter);
  const nextLabel = quarterKeyLabel(state.nextQuarter, t);
  const completion = draftCompletion(state.rocks, draft);
  const counts = draftCounts(state.rocks, draft);
  const decided = Object.values(draft.decisions);

  const handleFinish = () => {
    setErrors([]);
    finish.mutate(
      { id: state.session.id, body: finishBodyOf(state.rocks, draft, state.session.version) },
      {
        onSuccess: () =>
          notifySuccess(t('quarterly.finish.saved', { quarter: quarterKeyLabel(state.quarter, t) })),
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.messages.length
              ? error.messages
              : [{ id: 'Error', type: 'error', text: t('quarterly.finish.failed') }],
          ),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stepper
        active={step}
        onStepClick={setStep}
        orientation={isNarrow ? 'vertical' : 'horizontal'}
        size="sm"
        allowNextStepsSelect
      >
        <Stepper.Step
          label={t('quarterly.step.review')}
          description={t('quarterly.step.reviewText', {
            quarter: quarterKeyLabel(state.quarter, t),
            rate: completion.rate ?? 0,
          })}
        >
          <ReviewRocksStep
            rocks={state.rocks}
            draft={draft}
            ownerName={personName}
            nextQuarterLabel={nextLabel}
            canRun={canRun}
            onDecide={(rockId, decision) =>
              setDraft((current) => ({ ...current, decisions: { ...current.decisions, [rockId]: decision } }))
            }
          />
        </Stepper.Step>
        <Stepper.Step label={t('quarterly.step.vto')} description={t('quarterly.step.vtoText')}>
          <VtoPlansStep vto={state.vto} />
        </Stepper.Step>
        <Stepper.Step
          label={t('quarterly.step.newRocks')}
          description={t('quarterly.step.newRocksText', { quarter: nextLabel })}
        >
          <NewRocksStep
            meetingId={meetingId}
            dueDate={next ? quarterSpan(next).to : ''}
            nextQuarterLabel={nextLabel}
            newRocks={draft.newRocks}
            ownerName={personName}
            canRun={canRun}
            onChange={(newRocks) => setDraft((current) => ({ ...current, newRocks }))}
          />
        </Stepper.Step>
        <Stepper.Step label={t('quarterly.step.finish')} description={t('quarterly.step.finishText')}>
          <FinishStep
            inviteeIds={inviteeIds}
            attendeeIds={draft.attendeeIds}
            personName={personName}
            counts={{
              done: decided.filter((d) => d.status === 'Done').length,
              notDone: decided.filter((d) => d.status === 'NotDone').length,
              newRocks: draft.newRocks.length,
              ...counts,
            }}
            errors={errors}
            isBusy={finish.isPending}
            canRun={canRun}
            onAttendees={(attendeeIds) => setDraft((current) => ({ ...current, attendeeIds }))}
            onFinish={handleFinish}
          />
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          {t('quarterly.step.back')}
        </Button>
        {step < 3 ? <Button onClick={() => setStep((s) => s + 1)}>{t('quarterly.step.next')}</Button> : null}
      </Group>
    </Paper>
  );
}

/**
 * A meeting's quarterly session (`/traction/{tractionId}/{threadId}/quarterlypulsing`, issue 32):
 * behind the QuarterlyPulsing flag; with it off the page says so. Without an open session it
 * offers to start one and shows the last results; with one, the four steps.
 */
export function QuarterlyPage() {
  const { tractionId = '' } = useParams();
  const { t } = useTranslation();
  const isOn = useFeatureFlag('QuarterlyPulsing');
  const meeting = useMeeting(tractionId);
  const state = useQuarterlyState(tractionId, isOn);
  const start = useStartQuarterly(tractionId);
  const { data: session } = useSession();
  const people = usePeopleOfOrg();
  useDocumentTitle(
    meeting.data ? t('quarterly.documentTitle', { title: meeting.data.title }) : t('quarterly.title'),
  );

  const personName = (id: string | null) => {
    const person = id ? people.byId.get(id) : undefined;
    return person ? formatPersonName(person) : t('quarterly.nobody');
  };
  const person = session?.person;
  const canRun = Boolean(
    person &&
      meeting.data &&
      !meeting.data.archivedAt &&
      canChangeMeeting({ personId: person.id, role: person.role }, meeting.data, 'meetings.update'),
  );

  const header = (
    <>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {meeting.data?.title ?? t('quarterly.title')}
      </Title>
      <MeetingTabs meetingId={tractionId} current="quarterly" />
    </>
  );
  if (!isOn)
    return (
      <Stack gap="md">
        {header}
        <EmptyState
          icon={<IconCalendarStats size={28} />}
          title={t('quarterly.off.title')}
          text={t('quarterly.off.text')}
        />
      </Stack>
    );
  if (state.isPending || meeting.isPending) return <LoadingView label={t('quarterly.loading')} />;
  if (state.isError || !state.data)
    return (
      <Stack gap="md">
        {header}
        <Alert color="red" variant="light" role="alert" title={t('quarterly.loadFailed')} />
      </Stack>
    );
  const data = state.data;
  const open = data.session;
  // The quarter the date suggests was closed already: say so, and keep starting again possible.
  const isClosed = data.recent[0]?.quarter === data.quarter;
  return (
    <Stack gap="md">
      {header}
      {open ? (
        <>
          <Text c="dimmed" size="sm">
            {t('quarterly.open', {
              quarter: quarterKeyLabel(open.quarter, t),
              name: open.startedByName ?? t('quarterly.nobody'),
            })}
          </Text>
          <SessionSteps
            key={open.id}
            meetingId={tractionId}
            state={{ ...data, session: open }}
            inviteeIds={meeting.data?.inviteeIds ?? []}
            personName={personName}
            canRun={canRun}
          />
        </>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm" maw={640}>
            <Title order={2} fz="h3">
              {isClosed
                ? t('quarterly.start.closedTitle', { quarter: quarterKeyLabel(data.quarter, t) })
                : t('quarterly.start.title', { quarter: quarterKeyLabel(data.quarter, t) })}
            </Title>
            <Text size="sm" c="dimmed">
              {isClosed
                ? t('quarterly.start.closedText')
                : t('quarterly.start.text', {
                    count: data.rocks.length,
                    next: quarterKeyLabel(data.nextQuarter, t),
                  })}
            </Text>
            {canRun ? (
              <Group>
                <Button
                  variant={isClosed ? 'default' : 'filled'}
                  onClick={() => start.mutate(data.quarter)}
                  loading={start.isPending}
                >
                  {t('quarterly.start.button', { quarter: quarterKeyLabel(data.quarter, t) })}
                </Button>
              </Group>
            ) : (
              <Text size="sm">{t('quarterly.start.notAllowed')}</Text>
            )}
          </Stack>
        </Paper>
      )}
      {data.recent.length ? (
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('quarterly.recent')}
          </Title>
          {data.recent.map((past) => (
            <QuarterlyResult key={past.id} session={past} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
