import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PlainList } from '../../../components/plain-list.tsx';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useVtoRevision } from '../api/vto-api.ts';
import {
  compareRevisions,
  htmlText,
  type TComparedField,
  type TMark,
  type TMarkedValue,
} from '../utils/compare-revisions.ts';
import classes from './compare-view.module.css';
import '../texts.ts';

/** What each mark says to a screen reader (the colour and the line say it to the eye). */
const MARK_TEXTS: Record<Exclude<TMark, 'same'>, TTextKey> = {
  added: 'vto.compare.markAdded',
  removed: 'vto.compare.markRemoved',
  changed: 'vto.compare.markChanged',
};

const PAGE_TEXTS: Record<TComparedField['page'], TTextKey> = {
  Vision: 'vto.page.vision',
  Traction: 'vto.page.traction',
};

function Values({ values, title }: { values: TMarkedValue[]; title: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} mb={4}>
        {title}
      </Text>
      {values.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vto.compare.empty')}
        </Text>
      ) : (
        <PlainList gap={4}>
          {values.map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: equal entries may repeat; the order is the key
            <li key={index} className={classes.value} data-mark={value.mark}>
              {value.mark === 'same' ? null : (
                <span className={classes.markLabel}>{`${t(MARK_TEXTS[value.mark])} `}</span>
              )}
              {value.text}
            </li>
          ))}
        </PlainList>
      )}
    </Box>
  );
}

function FieldRow({
  field,
  olderTitle,
  newerTitle,
}: {
  field: TComparedField;
  olderTitle: string;
  newerTitle: string;
}) {
  const { t } = useTranslation();
  const names = { section: t(field.section), label: t(field.label) };
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={t('vto.compare.fieldLabel', names)}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600} size="sm">
          {t('vto.compare.fieldTitle', names)}
        </Text>
        {field.isChanged ? (
          <Badge variant="light" color="orange" radius="sm" tt="none">
            {t('vto.compare.changed')}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Values values={field.before} title={olderTitle} />
        <Values values={field.after} title={newerTitle} />
      </SimpleGrid>
    </Paper>
  );
}

type TProps = {
  revision: TVtoRevision;
  other: { collectionId: string; revisionId: string };
  onClose: () => void;
};

/**
 * Two V/TOs side by side, field by field, the changes marked (issue #13): what the team changed
 * from one quarter to the next. The one chosen to compare with is on the left; Swap turns them
 * round. By default only the fields that changed are shown.
 */
export function CompareView({ revision, other, onClose }: TProps) {
  const { t } = useTranslation();
  const otherRevision = useVtoRevision(other.collectionId, other.revisionId);
  const [isSwapped, setSwapped] = useState(false);
  const [onlyChanges, setOnlyChanges] = useState(true);
  const otherData = otherRevision.data;
  const pair = useMemo(() => {
    if (!otherData) return null;
    const [older, newer] = isSwapped ? [revision, otherData] : [otherData, revision];
    return { older, newer, fields: compareRevisions(older, newer, htmlText) };
  }, [otherData, revision, isSwapped]);

  if (otherRevision.isPending)
    return <Skeleton height={300} radius="md" aria-label={t('vto.compare.loading')} />;
  if (!pair) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="red">{t('vto.compare.loadFailed')}</Text>
        <Button variant="default" onClick={onClose}>
          {t('vto.compare.back')}
        </Button>
      </Stack>
    );
  }
  const shown = onlyChanges ? pair.fields.filter((field) => field.isChanged) : pair.fields;
  const changedCount = pair.fields.filter((field) => field.isChanged).length;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} fz="h4">
          {t('vto.compare.heading', { older: pair.older.title, newer: pair.newer.title })}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Switch
            label={t('vto.compare.onlyChanges')}
            checked={onlyChanges}
            onChange={(e) => setOnlyChanges(e.currentTarget.checked)}
          />
          <Button
            variant="default"
            size="sm"
            leftSection={<IconArrowsLeftRight size={16} aria-hidden />}
            onClick={() => setSwapped(!isSwapped)}
          >
            {t('vto.compare.swap')}
          </Button>
          <Button variant="subtle" size="sm" onClick={onClose}>
            {t('vto.compare.done')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {changedCount === 0 ? t('vto.compare.same') : t('vto.compare.differs', { count: changedCount })}
      </Text>
      {(['Vision', 'Traction'] as const).map((page) => {
        const ofPage = shown.filter((field) => field.page === page);
        if (ofPage.length === 0) return null;
        return (
          <Stack gap="xs" key={page} component="section" aria-label={t(PAGE_TEXTS[page])}>
            <Title order={3} fz="h5" c="dimmed" tt="uppercase">
              {t(PAGE_TEXTS[page])}
            </Title>
            <PlainList gap="xs">
              {ofPage.map((field) => (
                <FieldRow
                  key={`${field.section}|${field.label}`}
                  field={field}
                  olderTitle={pair.older.title}
                  newerTitle={pair.newer.title}
                />
              ))}
            </PlainList>
          </Stack>
        );
      })}
    </Stack>
  );
}
