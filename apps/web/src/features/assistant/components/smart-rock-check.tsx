import { SMART_CRITERIA, type TSmartCriterion } from '@cairn/domain/assistant/assistant.constants';
import { Alert, Badge, Group, List, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconQuestionMark, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { judgeRock } from '../api/assistant-calls.ts';
import '../texts.ts';

/** Each SMART criterion's name (the domain's `SMART_CRITERION_LABELS` stay the model's English). */
const CRITERION_KEYS: Readonly<Record<TSmartCriterion, TTextKey>> = {
  specific: 'assistant.smart.specific',
  measurable: 'assistant.smart.measurable',
  attainable: 'assistant.smart.attainable',
  realistic: 'assistant.smart.realistic',
  timeBound: 'assistant.smart.timeBound',
};

/** A title is judged once typing pauses this long, and only from this many characters. */
const PAUSE_MS = 800;
const MIN_LENGTH = 3;

function VerdictIcon({ value }: { value: boolean | null }) {
  const { t } = useTranslation();
  if (value === null) return <IconQuestionMark size={14} aria-label={t('assistant.smart.notJudged')} />;
  return value ? (
    <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-label={t('assistant.smart.yes')} />
  ) : (
    <IconX size={14} color="var(--mantine-color-red-7)" aria-label={t('assistant.smart.no')} />
  );
}

/**
 * The SMART check of Add and Edit Rock (000 §4), behind the SmartRocks flag: the title is judged
 * when typing pauses; a SMART rock gets the spec's praise, any other the suggested improvement,
 * the reason and each criterion. Says who judged (the model, or the "Basic check").
 */
export function SmartRockCheck({ title }: { title: string }) {
  const { t } = useTranslation();
  const isOn = useFeatureFlag('SmartRocks');
  const [settled] = useDebouncedValue(title.trim(), PAUSE_MS);
  const isAsked = isOn && settled.length >= MIN_LENGTH;
  const judged = useQuery({
    queryKey: ['assistant', 'smart-rock', settled],
    queryFn: ({ signal }) => judgeRock(settled, signal),
    enabled: isAsked,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { isSilent: true },
  });
  if (!isAsked) return null;
  if (judged.isPending)
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="xs" c="dimmed">
          {t('assistant.smart.checking')}
        </Text>
      </Group>
    );
  if (judged.isError)
    return (
      <Alert color="red" variant="light" p="xs">
        <Text size="sm">{t('assistant.smart.failed')}</Text>
      </Alert>
    );
  const result = judged.data;
  return (
    <Alert
      color={result.isSmart ? 'teal' : 'yellow'}
      variant="light"
      p="xs"
      title={
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {result.isSmart ? t('assistant.smart.isSmart') : t('assistant.smart.notYet')}
          </Text>
          <Badge size="xs" variant="outline">
            {result.checkedBy}
          </Badge>
        </Group>
      }
    >
      {result.isSmart ? null : (
        <>
          {result.suggestedImprovement ? <Text size="sm">{result.suggestedImprovement}</Text> : null}
          <Text size="xs" c="dimmed" mt={4}>
            {result.reason}
          </Text>
        </>
      )}
      <List size="xs" spacing={2} mt={6} listStyleType="none">
        {SMART_CRITERIA.map((criterion) => (
          <List.Item key={criterion} icon={<VerdictIcon value={result.evaluation[criterion].value} />}>
            <Text span size="xs" fw={600}>
              {t('assistant.smart.criterion', { criterion: t(CRITERION_KEYS[criterion]) })}
            </Text>{' '}
            <Text span size="xs">
              {result.evaluation[criterion].reason}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
