import { Button, Stack, Tooltip } from '@mantine/core';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PopupPanel } from '../popup-panel/popup-panel.tsx';
import { POPUP_PANEL_TEXTS } from '../popup-panel/popup-panel-texts.ts';
import { RequiredFooter } from '../popup-panel/required-footer.tsx';
import { SubmitButton } from '../popup-panel/submit-button.tsx';
import { StaleVersionAlert } from './stale-version-alert.tsx';
import './texts.ts';

/** What the popup needs of a @mantine/form form (useZodForm). */
type TFormState = { isDirty: () => boolean; isValid: () => boolean };

type TProps = {
  /** The popup heading, e.g. 'Add Rock'. */
  title: string;
  form: TFormState;
  /** `form.onSubmit(...)` of the popup. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** A call is running (the save's `isPending`, guarded by `useItemSave`): the submit spins. */
  isBusy: boolean;
  /** Keeps the submit disabled, with the reason shown beside it. */
  blockedReason?: string | null;
  onClose: () => void;
  /** Buttons before the submit, e.g. Delete; a Cancel button when left out. */
  secondaryActions?: ReactNode;
  /** Edit popups: a red Delete button (in place of Cancel), disabled while busy. */
  onDelete?: () => void;
  /**
   * Edit popups: an action on the saved item (Move, Cascade), disabled while busy and while
   * there are unsaved changes (`whenUnsaved` says why, as a tooltip).
   */
  savedItemAction?: { label: string; onClick: () => void; whenUnsaved: string };
  /** Edit popups after a 409: the stale notice with Reload above the fields; no saving until reloaded. */
  stale?: { itemName: string; onReload: () => void } | null;
  /** Another submit after the main one, e.g. Add and create another (give it `form={formId}`). */
  extraActions?: (formId: string) => ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** The fields; the first should carry `data-autofocus`. */
  children: ReactNode;
};

/**
 * The add and edit popups of every traction item (000 §2.4, 002 §4 Form): the fields in a form,
 * the '*Required Fields' footer, submit disabled (saying why) while invalid or busy, and the unsaved-changes
 * question on Escape while there is something typed and not being saved.
 */
export function ItemFormPopup(props: TProps) {
  const { title, form, onSubmit, submitLabel, isBusy, onClose } = props;
  const { onDelete, savedItemAction, stale } = props;
  const { t } = useTranslation();
  const formId = useId();
  const isDirty = form.isDirty();
  const blockedReason =
    props.blockedReason ??
    (stale ? POPUP_PANEL_TEXTS.reloadFirst : form.isValid() ? null : POPUP_PANEL_TEXTS.fillRequired);
  return (
    <PopupPanel
      title={title}
      onClose={onClose}
      size={props.size}
      isDirty={isDirty && !isBusy}
      footer={
        <RequiredFooter>
          {onDelete ? (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={isBusy}>
              {t('itemPopup.delete')}
            </Button>
          ) : null}
          {savedItemAction ? (
            <Tooltip label={savedItemAction.whenUnsaved} disabled={!isDirty} withinPortal>
              <Button variant="default" onClick={savedItemAction.onClick} disabled={isBusy || isDirty}>
                {savedItemAction.label}
              </Button>
            </Tooltip>
          ) : null}
          {props.secondaryActions ??
            (onDelete ? null : (
              <Button variant="default" onClick={onClose}>
                {t('itemPopup.cancel')}
              </Button>
            ))}
          {props.extraActions?.(formId)}
          <SubmitButton label={submitLabel} formId={formId} isBusy={isBusy} blockedReason={blockedReason} />
        </RequiredFooter>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {stale ? <StaleVersionAlert itemName={stale.itemName} onReload={stale.onReload} /> : null}
          {props.children}
        </Stack>
      </form>
    </PopupPanel>
  );
}
