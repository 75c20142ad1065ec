import type { TLearningItem } from '@cairn/domain/learning/learning.schemas';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useLearningItem } from '../api/get-learning.ts';
import classes from './learning.module.css';
import '../texts.ts';

/** What a framed player may do: play, go full screen, open its own site; nothing of Cairn's. */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

function VideoPlayer({ item }: { item: TLearningItem }) {
  const { t } = useTranslation();
  if (!item.video) return null;
  return (
    <div className={classes.player}>
      {item.video.kind === 'embed' ? (
        <iframe
          className={classes.video}
          src={item.video.url}
          title={t('learning.item.videoTitle', { title: item.title })}
          allow={PLAYER_ALLOW}
          allowFullScreen
          sandbox={PLAYER_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a pack's video file comes without captions; the pack's notes say what it shows
        <video className={classes.video} src={item.video.url} controls preload="metadata">
          {t('learning.item.videoUnsupported')}
        </video>
      )}
    </div>
  );
}

function Article({ item }: { item: TLearningItem }) {
  const { t } = useTranslation();
  const article = useLearningItem(item.hasArticle ? item.anchorVideoKey : undefined);
  if (!item.hasArticle) return null;
  if (article.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('learning.item.loading')} />
      </Group>
    );
  if (article.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('learning.item.error')}
      </Alert>
    );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the pack's Markdown and passes it through its guide allow-list
    <div className={classes.article} dangerouslySetInnerHTML={{ __html: article.data.html }} />
  );
}

/**
 * The spec's video popup (001 §2): a video plays at the top (a framed player for YouTube, Vimeo
 * and other embed pages; a `<video>` for a file) with the pack's notes below; an article opens
 * in the same popup as a reading view. Full screen on a phone; Escape closes it.
 */
export function LearningItemPopup({ item, onClose }: { item: TLearningItem; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PopupPanel title={item.title} onClose={onClose} size={item.video ? 'xl' : 'lg'}>
      <Stack gap="md">
        <VideoPlayer item={item} />
        <Group gap={6} c="dimmed">
          <IconClock size={14} aria-hidden />
          <Text size="sm">{t('learning.card.minutes', { count: item.durationMinutes })}</Text>
          <Text size="sm" aria-hidden>
            ·
          </Text>
          <Text size="sm">{item.packTitle}</Text>
        </Group>
        <Article item={item} />
      </Stack>
    </PopupPanel>
  );
}
