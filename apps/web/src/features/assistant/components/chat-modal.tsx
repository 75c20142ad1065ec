import { Alert, Anchor, Code, Loader, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useAssistantStatus } from '../api/assistant-calls.ts';
import { ChatView } from './chat-view.tsx';
import '../texts.ts';

/** The variables an administrator sets on the server (docs/assistant.md has every kind of server). */
const EXAMPLE_SETTINGS = 'AI_BASE_URL=https://api.openai.com/v1\nAI_API_KEY=sk-...\nAI_MODEL=gpt-4o-mini';

/** What `/ai` says when no model is connected: why, and for the instance admin how to connect one. */
function NoModel() {
  const { t } = useTranslation();
  const session = useSession();
  const isAdmin = session.data?.user.isInstanceAdmin ?? false;
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconPlugConnectedX size={20} />}
      title={t('assistant.noModel.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('assistant.noModel.body')}</Text>
        {isAdmin ? (
          <>
            <Text size="sm">{t('assistant.noModel.adminHow')}</Text>
            <Code block>{EXAMPLE_SETTINGS}</Code>
            <Text size="sm">
              {t('assistant.noModel.adminGuide')}{' '}
              <Anchor href="/api/docs#tag/assistant" target="_blank" size="sm">
                {t('assistant.noModel.apiLink')}
              </Anchor>
            </Text>
          </>
        ) : (
          <Text size="sm">{t('assistant.noModel.askAdmin')}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * `/ai` (000 §2.1 modal route): the "Let's Chat" popup (001 §2) over the page it was opened
 * from. Without a model it explains that none is connected rather than showing a dead chat.
 */
export function ChatModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const status = useAssistantStatus();
  return (
    <PopupPanel title={t('assistant.chat.title')} onClose={onClose} size="lg">
      {status.isPending ? (
        <Loader size="sm" aria-label={t('assistant.chat.loading')} />
      ) : status.isError ? (
        <Alert color="red" variant="light">
          {t('assistant.chat.statusFailed')}
        </Alert>
      ) : status.data.hasModel ? (
        <ChatView />
      ) : (
        <NoModel />
      )}
    </PopupPanel>
  );
}
