import { Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** 002 §5: seat notes and inline fields save after this pause in typing. */
export const AUTOSAVE_MS = 1000;

type TProps = {
  /** Accessible name of the field. */
  label: string;
  value: string;
  canEdit: boolean;
  /** Saves the new text; false when the save failed (the field stays open). */
  onSave: (text: string) => Promise<boolean>;
  /** What an empty field says to an editor, e.g. "Add niche". */
  emptyText: string;
  isRequired?: boolean;
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
  emptyText,
  isRequired,
  maxLength = 500,
}: TProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const isBlank = (draft ?? '').trim() === '';
  const error = draft !== null && isRequired && isBlank ? t('vto.inline.required') : undefined;

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
    if (!canEdit) return <Text c={value ? undefined : 'dimmed'}>{value || '—'}</Text>;
    return (
      // The name is "Edit {label}: " and the text shown, so what is seen is part of what is heard.
      <UnstyledButton onClick={() => setDraft(value)} w="100%" className="vto-inline">
        <VisuallyHidden>{t('vto.inline.edit', { label })}</VisuallyHidden>
        <Text c={value ? undefined : 'dimmed'}>{value || emptyText}</Text>
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
