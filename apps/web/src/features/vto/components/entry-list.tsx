import { ActionIcon, Box, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { InlineText } from './inline-text.tsx';

type TEntry = { id: string; text: string };

type TProps = {
  /** Singular name of an entry, e.g. "Core value". */
  noun: string;
  entries: TEntry[];
  canEdit: boolean;
  isOrdered?: boolean;
  onAdd: (text: string) => Promise<boolean>;
  onEdit: (id: string, text: string) => Promise<boolean>;
  onRemove: (id: string) => Promise<boolean>;
};

/** A list of a section (core values, uniques, goals): each entry edited in place, added below. */
export function EntryList({ noun, entries, canEdit, isOrdered, onAdd, onEdit, onRemove }: TProps) {
  const [text, setText] = useState('');
  const add = async () => {
    if (!text.trim()) return;
    if (await onAdd(text.trim())) setText('');
  };
  return (
    <Stack gap="xs">
      {entries.length === 0 && !canEdit ? <Text c="dimmed">None yet</Text> : null}
      <Box component={isOrdered ? 'ol' : 'ul'} className="vto-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Group gap="xs" wrap="nowrap" align="center">
              <div style={{ flex: 1, minWidth: 0 }}>
                <InlineText
                  label={noun}
                  value={entry.text}
                  canEdit={canEdit}
                  isRequired
                  onSave={(t) => onEdit(entry.id, t)}
                />
              </div>
              {canEdit ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${noun.toLowerCase()} ${entry.text}`}
                  onClick={() => void onRemove(entry.id)}
                  className="vto-no-print"
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          </li>
        ))}
      </Box>
      {canEdit ? (
        <Group gap="xs" wrap="nowrap" className="vto-no-print">
          <TextInput
            aria-label={`New ${noun.toLowerCase()}`}
            placeholder={`Add ${noun.toLowerCase()}`}
            value={text}
            maxLength={500}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void add();
            }}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={`Add ${noun.toLowerCase()}`}
            onClick={() => void add()}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Stack>
  );
}
