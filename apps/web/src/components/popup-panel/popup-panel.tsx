import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import classes from './popup-panel.module.css';
import { usePopupRouteContext } from './popup-route-context.ts';
import './texts.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';

export type TPopupPanelProps = {
  /** Heading of the popup; also its accessible name. */
  title: ReactNode;
  /** Called when the popup should close (after the unsaved-changes question, when dirty). */
  onClose: () => void;
  /** Shown or not; ignored inside a modal route, where the route decides. Defaults to true. */
  opened?: boolean;
  /** When true, closing first asks 'You have unsaved changes.' (Discard / Return to editing). */
  isDirty?: boolean;
  /** Buttons under the content, e.g. Cancel and Save. */
  footer?: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
};

/**
 * The popup panel of the spec: a modal that closes on Escape, the close button or a click outside,
 * and asks 'You have unsaved changes.' with Discard or Return to editing when there is something
 * unsaved. Inside a modal route it animates in and out with the route.
 */
export function PopupPanel({
  title,
  onClose,
  opened,
  isDirty = false,
  footer,
  size = 'lg',
  children,
}: TPopupPanelProps) {
  const { t } = useTranslation();
  const route = usePopupRouteContext();
  const [isConfirming, setConfirming] = useState(false);
  const isOpened = route ? route.opened : (opened ?? true);
  const isPhone = useIsPhone();

  const handleRequestClose = () => {
    if (isDirty) setConfirming(true);
    else onClose();
  };

  const handleDiscard = () => {
    setConfirming(false);
    onClose();
  };

  // One stack: the question sits above the panel, and the Escape that opens the question is
  // marked handled so that the question does not take it as its own answer.
  return (
    <Modal.Stack>
      <Modal
        stackId="panel"
        classNames={{ content: classes.panelContent }}
        opened={isOpened}
        onClose={handleRequestClose}
        onExitTransitionEnd={route?.onExited}
        title={title}
        closeButtonProps={{ 'aria-label': t('popup.close') }}
        size={size}
        transitionProps={{ transition: 'pop', duration: 200 }}
        fullScreen={isPhone}
        yOffset="6dvh"
      >
        {children}
        {footer ? (
          <Group justify="flex-end" align="flex-start" gap="sm" mt="lg">
            {footer}
          </Group>
        ) : null}
      </Modal>
      <Modal
        stackId="confirm"
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        withCloseButton={false}
        size="sm"
        centered
        title={t('popup.unsavedChanges')}
        transitionProps={{ duration: 100 }}
      >
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('popup.returnToEditing')}
          </Button>
          <Button color="red" onClick={handleDiscard}>
            {t('popup.discard')}
          </Button>
        </Group>
      </Modal>
    </Modal.Stack>
  );
}
