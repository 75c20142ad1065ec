import { Button, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useId } from 'react';
import { PopupPanel } from '../popup-panel/popup-panel.tsx';
import { RequiredFooter } from '../popup-panel/required-footer.tsx';

/** What the popup needs of a @mantine/form form (useZodForm). */
type TFormState = { isDirty: () => boolean; isValid: () => boolean };

type TProps = {
  /** The popup heading, e.g. 'Add Rock'. */
  title: string;
  form: TFormState;
  /** `form.onSubmit(...)` of the popup. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** A call is running: the submit spins and nothing else can be sent. */
  isBusy: boolean;
  /** Keeps the submit disabled (e.g. a stale version waiting for Reload). */
  isBlocked?: boolean;
  onClose: () => void;
  /** Buttons before the submit, e.g. Delete; a Cancel button when left out. */
  secondaryActions?: ReactNode;
  /** Another submit after the main one, e.g. Add and create another (give it `form={formId}`). */
  extraActions?: (formId: string) => ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** The fields; the first should carry `data-autofocus`. */
  children: ReactNode;
};

/**
 * The add and edit popups of every traction item (000 §2.4, 002 §4 Form): the fields in a form,
 * the '*Required Fields' footer, submit disabled while invalid or busy, and the unsaved-changes
 * question on Escape while there is something typed and not being saved.
 */
export function ItemFormPopup(props: TProps) {
  const { title, form, onSubmit, submitLabel, isBusy, isBlocked = false, onClose } = props;
  const formId = useId();
  return (
    <PopupPanel
      title={title}
      onClose={onClose}
      size={props.size}
      isDirty={form.isDirty() && !isBusy}
      footer={
        <RequiredFooter>
          {props.secondaryActions ?? (
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          )}
          {props.extraActions?.(formId)}
          <Button
            type="submit"
            form={formId}
            loading={isBusy}
            disabled={isBlocked || !form.isValid() || isBusy}
          >
            {submitLabel}
          </Button>
        </RequiredFooter>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="md">{props.children}</Stack>
      </form>
    </PopupPanel>
  );
}
