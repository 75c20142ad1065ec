import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Group, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ComponentType, useState } from 'react';
import { HtmlEditor } from '../../../components/html-editor/html-editor.tsx';
import type { THtmlEditorProps } from '../../../components/html-editor/html-editor-props.ts';
import { RichText } from '../../../components/html-editor/rich-text.tsx';
import { SidePanel } from '../../../components/side-panel/side-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** 002 §9: seat notes save this long after the last keystroke. */
const SEAT_NOTES_DEBOUNCE_MS = 1_000;

type TProps = {
  seat: TAcSeat;
  canEdit: boolean;
  /** Saves the notes; rejects when the save failed. */
  save: (notes: string) => Promise<unknown>;
  onClose: () => void;
  /** The notes editor (TipTap's by default; tests hand a plain one, since jsdom has no layout). */
  Editor?: ComponentType<THtmlEditorProps>;
};

/**
 * A seat's notes beside the chart (002 §7, §9): typed notes save 1 s after the last keystroke;
 * a failed save says "Error updating seat notes try again" and keeps what was typed, and the
 * next keystroke tries again.
 */
export function SeatNotesPanel({ seat, canEdit, save, onClose, Editor = HtmlEditor }: TProps) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(seat.notes);
  const [status, setStatus] = useState<'saved' | 'saving' | 'failed' | null>(null);
  const flush = useDebouncedCallback((html: string) => {
    setStatus('saving');
    save(html).then(
      () => setStatus('saved'),
      () => setStatus('failed'),
    );
  }, SEAT_NOTES_DEBOUNCE_MS);
  return (
    <SidePanel name="seat-notes" opened onClose={onClose} title={t('ac.notes.title', { title: seat.title })}>
      {canEdit ? (
        <Editor
          label={t('ac.notes.editor')}
          value={notes}
          onChange={(html) => {
            setNotes(html);
            flush(html);
          }}
          minHeight={240}
          autoFocus
        />
      ) : (
        <RichText html={seat.notes} empty={t('ac.notes.empty')} />
      )}
      <Group mt="xs" justify="flex-end">
        <Text
          size="xs"
          c={status === 'failed' ? 'red.8' : 'dimmed'}
          role={status === 'failed' ? 'alert' : 'status'}
        >
          {status === 'failed'
            ? t('ac.notes.failed')
            : status === 'saving'
              ? t('ac.notes.saving')
              : status === 'saved'
                ? t('ac.notes.saved')
                : ''}
        </Text>
      </Group>
    </SidePanel>
  );
}
