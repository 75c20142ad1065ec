import { isForbiddenAnswer } from '@cairn/domain/common/field-rules';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notifyError } from '../../lib/notify.ts';
import { TextBox } from '../form/text-box.tsx';
import { useSubmitGuard } from '../form/use-submit-guard.ts';
import { PopupPanel } from '../popup-panel/popup-panel.tsx';
import { SubmitButton } from '../popup-panel/submit-button.tsx';
import '../popup-panel/texts.ts';

export type TPromptDialogProps = {
  opened: boolean;
  title: string;
  /** The input's label, e.g. 'Folder name'. */
  label: string;
  confirmLabel: string;
  onClose: () => void;
  /**
   * Takes the trimmed answer. When it rejects, the dialog stays open with what was typed: a 422's
   * message goes under the input, anything else is a toast.
   */
  onConfirm: (answer: string) => Promise<unknown> | unknown;
  /** What the input holds when the dialog opens (a rename: the current name). */
  initialValue?: string;
  /** A blank answer cannot be confirmed ('*Required Field' under the input). Defaults to true. */
  isRequired?: boolean;
  /** Answers that cannot be confirmed, compared trimmed and in any case (names already taken). */
  forbiddenValues?: readonly string[];
  /** Said under the input when the answer is a forbidden one ('Invalid input' unless given). */
  forbiddenMessage?: string;
  maxLength?: number;
};

/**
 * The user prompt dialog of 002 §5: one text input; confirm is disabled while the answer is blank
 * (when required) or forbidden; Enter confirms, Escape cancels. Every "give it a name" popup
 * (folders, V/TOs, charts) is this one.
 */
export function PromptDialog({
  opened,
  title,
  label,
  confirmLabel,
  onClose,
  onConfirm,
  initialValue = '',
  isRequired = true,
  forbiddenValues = [],
  forbiddenMessage,
  maxLength,
}: TPromptDialogProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState(initialValue);
  const [serverMessage, setServerMessage] = useState<string | undefined>();
  const guard = useSubmitGuard();
  const isBusy = guard.isBusy;
  const { release } = guard;
  // Each opening starts from the initial value (a rename: the name as it is now), unlocked.
  useEffect(() => {
    if (!opened) return;
    setAnswer(initialValue);
    setServerMessage(undefined);
    release();
  }, [opened, initialValue, release]);

  const isBlank = answer.trim() === '';
  const isForbidden = isForbiddenAnswer(answer, forbiddenValues);
  const canConfirm = !(isRequired && isBlank) && !isForbidden && !isBusy;

  const confirm = () =>
    guard.run(async () => {
      try {
        await onConfirm(answer.trim());
        onClose();
      } catch (failure) {
        if (isApiError(failure) && failure.status === 422) setServerMessage(failure.messages[0]?.text);
        else notifyError(failure);
        throw failure; // shown; rethrown so the guard lets the person try again
      }
    });

  return (
    <PopupPanel
      opened={opened}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('popup.cancel')}
          </Button>
          <SubmitButton
            label={confirmLabel}
            onClick={() => void confirm()}
            isBusy={isBusy}
            blockedReason={canConfirm || isBusy ? null : t('popup.fillRequired')}
          />
        </>
      }
    >
      <TextBox
        label={label}
        value={answer}
        onChange={(text) => {
          setAnswer(text);
          setServerMessage(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (canConfirm) void confirm();
        }}
        maxLength={maxLength}
        withAsterisk={isRequired}
        aria-required={isRequired}
        description={isRequired ? t('popup.requiredHint') : undefined}
        error={isForbidden ? (forbiddenMessage ?? t('popup.invalidInput')) : serverMessage}
        data-autofocus
      />
    </PopupPanel>
  );
}
