import { UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useSidePanelTurn } from '../../components/side-panel/side-panel-turns.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { HELP_HOTKEY } from './help-hotkey.ts';
import classes from './help-ribbon.module.css';

/** The panel is a chunk of its own, fetched the first time help is asked for. */
const HelpPanel = lazy(() => import('./help-panel.tsx').then((module) => ({ default: module.HelpPanel })));

/**
 * The help ribbon (000 §2.3): a fixed 'Help' tab on the window's edge that opens a panel with the
 * support contact and the keyboard shortcuts; `?` opens it from anywhere outside a text field.
 */
export function HelpRibbon() {
  const { t } = useTranslation();
  const { isOpen, open, close } = useSidePanelTurn('help');
  const [wasOpened, setWasOpened] = useState(false);
  const handleOpen = () => {
    setWasOpened(true);
    open();
  };
  useHotkeys([[HELP_HOTKEY, handleOpen]]);

  return (
    <>
      <UnstyledButton
        className={`${classes.ribbon} mantine-focus-auto`}
        onClick={handleOpen}
        aria-label={t('shell.help')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        {t('shell.help')}
      </UnstyledButton>
      {wasOpened ? (
        <Suspense fallback={null}>
          <HelpPanel isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
