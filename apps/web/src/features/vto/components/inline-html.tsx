import { Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { HtmlEditor } from '../../../components/html-editor/html-editor.tsx';
import { AUTOSAVE_MS } from './inline-text.tsx';

type TProps = {
  label: string;
  /** Sanitised HTML from the server ('' when empty). */
  value: string;
  canEdit: boolean;
  onSave: (html: string) => Promise<boolean>;
};

/** Stored rich text, shown as it was sanitised by the server's allow-list (lib/sanitize-html.ts). */
export function RichText({ html, empty }: { html: string; empty: string }) {
  if (!html) return <Text c="dimmed">{empty}</Text>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only its allow-list of tags (sanitised on every write)
  return <Box className="vto-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A rich-text field edited in place: the notes editor, autosaving after a pause; Done closes it. */
export function InlineHtml({ label, value, canEdit, onSave }: TProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const autosave = useDebouncedCallback((html: string) => void onSave(html), AUTOSAVE_MS);

  if (draft === null) {
    if (!canEdit) return <RichText html={value} empty="—" />;
    return (
      <UnstyledButton
        onClick={() => setDraft(value)}
        aria-label={`Edit ${label}`}
        w="100%"
        className="vto-inline"
      >
        <RichText html={value} empty={`Add ${label.toLowerCase()}`} />
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
        onChange={(html) => {
          setDraft(html);
          autosave(html);
        }}
      />
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="light" onClick={() => void done()}>
          Done
        </Button>
      </Group>
    </Box>
  );
}
