import { Box, Button, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { HtmlEditor } from '../../../components/html-editor/html-editor.tsx';
import { RichText } from '../../../components/html-editor/rich-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AUTOSAVE_MS } from './inline-text.tsx';
import '../texts.ts';

type TProps = {
  label: string;
  /** Sanitised HTML from the server ('' when empty). */
  value: string;
  /** What an empty field says to an editor, e.g. "Add guarantee". */
  emptyText: string;
  canEdit: boolean;
  onSave: (html: string) => Promise<boolean>;
};

/**
 * A rich-text field edited in place: the notes editor, with the cursor in it as it opens, autosaving
 * after a pause; Done closes it.
 */
export function InlineHtml({ label, value, emptyText, canEdit, onSave }: TProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const autosave = useDebouncedCallback((html: string) => void onSave(html), AUTOSAVE_MS);

  if (draft === null) {
    if (!canEdit) return <RichText html={value} empty="—" className="vto-rich" />;
    return (
      // The name is "Edit {label}: " and the text shown, so what is seen is part of what is heard.
      <UnstyledButton onClick={() => setDraft(value)} w="100%" className="vto-inline">
        <VisuallyHidden>{t('vto.inline.edit', { label })}</VisuallyHidden>
        <RichText html={value} empty={emptyText} className="vto-rich" />
      </UnstyledButton>
    );
  }
  const done = async () => {
    autosave.cancel();
    if (draft === value || (await onSave(draft))) setDraft(null);
  };
  return (
    <Box>
      <HtmlEditor
        label={label}
        value={draft}
        minHeight={100}
        autoFocus
        onChange={(html) => {
          setDraft(html);
          autosave(html);
        }}
      />
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="light" onClick={() => void done()}>
          {t('vto.inline.done')}
        </Button>
      </Group>
    </Box>
  );
}
