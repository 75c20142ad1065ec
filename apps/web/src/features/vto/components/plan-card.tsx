import type { TVtoPlan, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EntryList } from './entry-list.tsx';
import { InlineText } from './inline-text.tsx';
import { PlanMeasurables } from './plan-measurables.tsx';
import { FieldBlock, SectionCard } from './section-card.tsx';
import type { TRevisionEndpoint, TSave } from './vto-save.ts';
import '../texts.ts';

type TProps = {
  title: string;
  /** The plan's call (3-Year Picture, 1-Year Plan or Quarterly Plan). */
  endpoint: TRevisionEndpoint;
  plan: TVtoPlan;
  pick: (revision: TVtoRevision) => TVtoPlan | null;
  canEdit: boolean;
  save: TSave;
  children?: ReactNode;
};

const metricBody = (metrics: TVtoPlan['financialMetrics']) =>
  metrics.map(({ id, title, value, isVisibleToLtOnly }) => ({ id, title, value, isVisibleToLtOnly }));

/** A plan of the V/TO (3-Year Picture, 1-Year Plan, Rocks): future date, financial metrics, measurables and goals. */
export function PlanCard({ title, endpoint, plan, pick, canEdit, save, children }: TProps) {
  const { t } = useTranslation();
  const versionOf = (revision: TVtoRevision) => pick(revision)?.version ?? 0;
  const put = (fields: object) =>
    save(endpoint, versionOf, { body: { futureDate: plan.futureDate, ...fields } });
  const [metric, setMetric] = useState({ title: '', value: '', isVisibleToLtOnly: false });
  const goals = plan.goals.map(({ id, text }) => ({ id, text }));

  const addMetric = async () => {
    if (!metric.title.trim()) return;
    const ok = await put({ financialMetrics: [...metricBody(plan.financialMetrics), metric] });
    if (ok) setMetric({ title: '', value: '', isVisibleToLtOnly: false });
  };

  return (
    <SectionCard title={title}>
      <FieldBlock label={t('vto.field.futureDate')}>
        <InlineText
          label={t('vto.plan.futureDateOf', { plan: title })}
          value={plan.futureDate ?? ''}
          emptyText={t('vto.plan.datePlaceholder')}
          canEdit={canEdit}
          maxLength={10}
          onSave={(text) => put({ futureDate: text || null })}
        />
      </FieldBlock>
      <FieldBlock label={t('vto.field.financials')}>
        {plan.financialMetrics.length ? (
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {plan.financialMetrics.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.title}</Table.Td>
                  <Table.Td fw={600}>{m.value}</Table.Td>
                  <Table.Td w={1}>
                    <Group gap={4} wrap="nowrap">
                      {m.isVisibleToLtOnly ? (
                        <Badge size="xs" variant="light" leftSection={<IconLock size={10} aria-hidden />}>
                          {t('vto.plan.ltOnly')}
                        </Badge>
                      ) : null}
                      {canEdit ? (
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          color="gray"
                          aria-label={t('vto.plan.removeFigure', { title: m.title })}
                          className="vto-no-print"
                          onClick={() =>
                            void put({
                              financialMetrics: metricBody(
                                plan.financialMetrics.filter((x) => x.id !== m.id),
                              ),
                            })
                          }
                        >
                          <IconTrash size={14} aria-hidden />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            {t('vto.plan.noFigures')}
          </Text>
        )}
        {canEdit ? (
          <Stack gap={4} className="vto-no-print">
            <Group gap="xs" wrap="wrap">
              <TextInput
                aria-label={t('vto.plan.figureName', { plan: title })}
                placeholder={t('vto.plan.figureNameExample')}
                value={metric.title}
                onChange={(e) => setMetric({ ...metric, title: e.currentTarget.value })}
                style={{ flex: '1 1 8rem' }}
              />
              <TextInput
                aria-label={t('vto.plan.figureValue', { plan: title })}
                placeholder={t('vto.plan.figureValueExample')}
                value={metric.value}
                onChange={(e) => setMetric({ ...metric, value: e.currentTarget.value })}
                style={{ flex: '1 1 6rem' }}
              />
            </Group>
            <Group justify="space-between">
              <Checkbox
                label={t('vto.plan.figureLtOnly')}
                checked={metric.isVisibleToLtOnly}
                onChange={(e) => setMetric({ ...metric, isVisibleToLtOnly: e.currentTarget.checked })}
              />
              <Button size="xs" variant="light" onClick={() => void addMetric()}>
                {t('vto.plan.addFigure')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </FieldBlock>
      <FieldBlock label={t('vto.field.measurables')}>
        <PlanMeasurables
          planTitle={title}
          measurables={plan.measurables}
          canEdit={canEdit}
          saveAll={(measurables) => put({ measurables })}
        />
      </FieldBlock>
      <FieldBlock label={t('vto.field.goals')}>
        <EntryList
          kind="goal"
          isOrdered
          entries={goals}
          canEdit={canEdit}
          onAdd={(text) => put({ goals: [...goals, { text }] })}
          onEdit={(id, text) => put({ goals: goals.map((g) => (g.id === id ? { id, text } : g)) })}
          onRemove={(id) => put({ goals: goals.filter((g) => g.id !== id) })}
        />
      </FieldBlock>
      {children}
    </SectionCard>
  );
}
