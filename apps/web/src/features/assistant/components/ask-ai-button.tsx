import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSidePanelTurn } from '../../../components/side-panel/side-panel-turns.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

const AskAiPanel = lazy(() => import('./ask-ai-panel.tsx').then((m) => ({ default: m.AskAiPanel })));

/** The sub-header's Ask AI (000 §2.3), behind the VoiceAssistant flag; opens the AI panel. */
export function AskAiButton() {
  const { t } = useTranslation();
  const isOn = useFeatureFlag('VoiceAssistant');
  // One side panel at a time: the AI panel opens 100 ms after the help panel closes (002 §9).
  const panel = useSidePanelTurn('ai');
  const [isLoaded, setIsLoaded] = useState(false);
  if (!isOn) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="grape"
        leftSection={<IconSparkles size={16} aria-hidden />}
        onClick={() => {
          setIsLoaded(true);
          panel.open();
        }}
      >
        {t('assistant.ask.button')}
      </Button>
      {isLoaded ? (
        <Suspense fallback={null}>
          <AskAiPanel isOpen={panel.isOpen} onClose={panel.close} />
        </Suspense>
      ) : null}
    </>
  );
}
