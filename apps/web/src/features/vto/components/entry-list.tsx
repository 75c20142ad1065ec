import { ActionIcon, Box, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { InlineText } from './inline-text.tsx';
import '../texts.ts';

type TEntry = { id: string; text: string };

/** The names of an entry for each list: the field, the new-entry box, its button, a removal. */
const ENTRY_TEXTS = {
  coreValue: {
    name: 'vto.entry.coreValue',
    new: 'vto.entry.coreValueNew',
    add: 'vto.entry.coreValueAdd',
    remove: 'vto.entry.coreValueRemove',
  },
  unique: {
    name: 'vto.entry.unique',
    new: 'vto.entry.uniqueNew',
    add: 'vto.entry.uniqueAdd',
    remove: 'vto.entry.uniqueRemove',
  },
  goal: {
    name: 'vto.entry.goal',
    new: 'vto.entry.goalNew',
    add: 'vto.entry.goalAdd',
    remove: 'vto.entry.goalRemove',
  },
} as const satisfies Record<string, Record<'name' | 'new' | 'add' | 'remove', TTextKey>>;

type TProps = {
  /** What an entry is: its texts come from ENTRY_TEXTS. */
  kind: keyof typeof ENTRY_TEXTS;
  entries: TEntry[];
  canEdit: boolean;
  isOrdered?: boolean;
  onAdd: (text: string) => Promise<boolean>;
  onEdit: (id: string, text: string) => Promise<boolean>;
  onRemove: (id: string) => Promise<boolean>;
};

/** A list of a section (core values, uniques, goals): each entry edited in place, added below. */
export function EntryList({ kind, entries, canEdit, isOrdered, onAdd, onEdit, onRemove }: TProps) {
  const { t } = useTranslation();
  const keys = ENTRY_TEXTS[kind];
  const [text, setText] = useState('');
  const add = async () => {
    if (!text.trim()) return;
    if (await onAdd(text.trim())) setText('');
  };
  return (
    <Stack gap="xs">
      {entries.length === 0 && !canEdit ? <Text c="dimmed">{t('vto.entry.none')}</Text> : null}
      <Box component={isOrdered ? 'ol' : 'ul'} className="vto-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Group gap="xs" wrap="nowrap" align="center">
              <div style={{ flex: 1, minWidth: 0 }}>
                <InlineText
                  label={t(keys.name)}
                  emptyText={t(keys.add)}
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
                  aria-label={t(keys.remove, { text: entry.text })}
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
            aria-label={t(keys.new)}
            placeholder={t(keys.add)}
            value={text}
            maxLength={500}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void add();
            }}
            style={{ flex: 1 }}
          />
          <ActionIcon variant="light" size="lg" aria-label={t(keys.add)} onClick={() => void add()}>
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Stack>
  );
}
