import type { TUsageArea } from '@cairn/domain/usage/usage.constants';
import type { TUsageOverview } from '@cairn/domain/usage/usage.schemas';
import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { formatLocale, type TTextKey } from '../../../lib/i18n/i18n.ts';

/** The name of each area, by its id. */
const AREA_KEYS: Record<TUsageArea, TTextKey> = {
  dashboard: 'usage.area.dashboard',
  meeting: 'usage.area.meeting',
  'live-meeting': 'usage.area.liveMeeting',
  todos: 'usage.area.todos',
  rocks: 'usage.area.rocks',
  issues: 'usage.area.issues',
  headlines: 'usage.area.headlines',
  scorecard: 'usage.area.scorecard',
  vto: 'usage.area.vto',
  chart: 'usage.area.chart',
  insights: 'usage.area.insights',
  learning: 'usage.area.learning',
  settings: 'usage.area.settings',
  admin: 'usage.area.admin',
};

/** Views per area, most viewed first, each with a bar against the most viewed. */
export function PageViewsTable({ rows }: { rows: TUsageOverview['pageViews'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{t('usage.pageViewsNone')}</Text>;
  const most = Math.max(...rows.map((row) => row.views));
  const number = new Intl.NumberFormat(formatLocale());
  return (
    <Table verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('usage.area')}</Table.Th>
          <Table.Th w={80} ta="right">
            {t('usage.views')}
          </Table.Th>
          <Table.Th visibleFrom="sm" w="40%" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.area}>
            <Table.Td>{t(AREA_KEYS[row.area])}</Table.Td>
            <Table.Td ta="right">{number.format(row.views)}</Table.Td>
            <Table.Td visibleFrom="sm">
              <Progress value={(row.views / most) * 100} aria-hidden />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
