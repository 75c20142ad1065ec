import { LEARNING_SECTIONS, type TLearningSection } from '@cairn/domain/learning/learning.schemas';
import { Alert, Button, CloseButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBooks, IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useLearning } from '../api/get-learning.ts';
import { LearningCard, SECTION_TEXT_KEY } from '../components/learning-card.tsx';
import { LearningItemPopup } from '../components/learning-item-popup.tsx';
import { learningPath } from '../components/learning-links.ts';
import { LearningSectionNav } from '../components/learning-section-nav.tsx';
import { searchLearning } from '../utils/search-learning.ts';
import '../texts.ts';

/** The section a `/learning-center/{section}/...` address names. */
function sectionOf(pathname: string): TLearningSection {
  const named = pathname.split('/')[2];
  return LEARNING_SECTIONS.find((section) => section === named) ?? 'eos-one';
}

/**
 * The learning centre (000 §2.1 `/learning-center/{eos-one|toolbox|traction-library}/{anchorVideoKey?}`,
 * issue 32): the section's guides and videos as cards, a search across the whole centre, and the
 * item of `{anchorVideoKey}` open in the video popup, so a link opens that video or guide directly.
 */
export function LearningPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { anchorVideoKey } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const section = sectionOf(pathname);
  const query = params.get('q') ?? '';
  const search = query ? `?q=${encodeURIComponent(query)}` : '';
  const learning = useLearning();

  const allItems = learning.data?.flatMap((entry) => entry.items) ?? [];
  const openItem = anchorVideoKey
    ? allItems.find((item) => item.anchorVideoKey === anchorVideoKey)
    : undefined;
  const isUnknownKey = !!anchorVideoKey && learning.isSuccess && !openItem;
  const sectionItems = learning.data?.find((entry) => entry.key === section)?.items ?? [];
  const results = query ? searchLearning(allItems, query) : [];
  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  const sectionKey = SECTION_TEXT_KEY[section];

  return (
    <Stack gap="md">
      <PageTitle title={t('learning.title')} />
      <Text c="dimmed" mt={-16}>
        {t('learning.intro')}
      </Text>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <LearningSectionNav current={query ? null : section} />
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          aria-label={t('learning.search.label')}
          placeholder={t('learning.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query ? (
              <CloseButton size="sm" aria-label={t('learning.search.clear')} onClick={() => setQuery('')} />
            ) : null
          }
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {isUnknownKey ? (
        <Alert color="yellow" variant="light" role="status">
          {t('learning.item.notFound')}
        </Alert>
      ) : null}
      {learning.isPending ? <LoadingView label={t('learning.loading')} /> : null}
      {learning.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('learning.error.title')}>
          <Button size="xs" variant="white" onClick={() => learning.refetch()}>
            {t('learning.error.retry')}
          </Button>
        </Alert>
      ) : null}
      {learning.isSuccess && query ? (
        <Stack gap="sm">
          <Text fw={500} aria-live="polite">
            {results.length > 0
              ? t('learning.search.results', { count: results.length, query })
              : t('learning.search.none', { query })}
          </Text>
          {results.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {results.map((item) => (
                <LearningCard key={item.anchorVideoKey} item={item} search={search} showSection />
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t('learning.search.noneHint')}</Text>
          )}
        </Stack>
      ) : null}
      {learning.isSuccess && !query ? (
        <Stack gap="sm">
          <div>
            <Text component="h2" fw={600} size="xl">
              {t(`learning.section.${sectionKey}`)}
            </Text>
            <Text c="dimmed" size="sm">
              {t(`learning.sectionHint.${sectionKey}`)}
            </Text>
          </div>
          {sectionItems.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {sectionItems.map((item) => (
                <LearningCard key={item.anchorVideoKey} item={item} search={search} />
              ))}
            </SimpleGrid>
          ) : (
            <EmptyState
              icon={<IconBooks size={28} />}
              title={t('learning.empty.title')}
              text={t('learning.empty.text')}
              headingOrder={3}
            />
          )}
        </Stack>
      ) : null}
      {openItem ? (
        <LearningItemPopup
          key={openItem.anchorVideoKey}
          item={openItem}
          onClose={() => navigate(learningPath(section, undefined, search))}
        />
      ) : null}
    </Stack>
  );
}
