import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import { Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** 002 §5: seat notes and inline fields save after this pause in typing. */
export const AUTOSAVE_MS = 1000;

type TProps = {
  /** Accessible name of the field. */
  label: string;
  value: string;
  canEdit: boolean;
  /** Saves the new text; false when the save failed (the field stays open). */
  onSave: (text: string) => Promise<boolean>;
  isRequired?: boolean;
  placeholder?: string;
  maxLength?: number;
};

/**
 * One field edited in place (002 §4 inline editing): a click opens it, typing autosaves after a
 * pause, Enter or leaving the field saves and closes it, Escape closes it unchanged. A required
 * field left blank is not saved and says why.
 */
export function InlineText({
  label,
  value,
  canEdit,
  onSave,
  isRequired,
  placeholder,
  maxLength = 500,
}: TProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const isBlank = (draft ?? '').trim() === '';
  const error = draft !== null && isRequired && isBlank ? VTO_TEXTS.autosaveNeedsRequired : undefined;

  const commit = async (text: string, close: boolean) => {
    if (isRequired && text.trim() === '') return;
    if (text.trim() !== value.trim()) {
      const saved = await onSave(text.trim());
      if (!saved) return;
    }
    if (close) setDraft(null);
  };
  const autosave = useDebouncedCallback((text: string) => void commit(text, false), AUTOSAVE_MS);

  if (draft === null) {
    const shown = value || placeholder || '';
    if (!canEdit) return <Text c={value ? undefined : 'dimmed'}>{shown || '—'}</Text>;
    return (
      // The name is "Edit {label}: " and the text shown, so what is seen is part of what is heard.
      <UnstyledButton onClick={() => setDraft(value)} w="100%" className="vto-inline">
        <VisuallyHidden>{`Edit ${label}: `}</VisuallyHidden>
        <Text c={value ? undefined : 'dimmed'}>{shown || `Add ${label.toLowerCase()}`}</Text>
      </UnstyledButton>
    );
  }
  return (
    <TextInput
      aria-label={label}
      value={draft}
      autoFocus
      maxLength={maxLength}
      error={error}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        autosave(event.currentTarget.value);
      }}
      onBlur={() => void commit(draft, true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void commit(draft, true);
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
