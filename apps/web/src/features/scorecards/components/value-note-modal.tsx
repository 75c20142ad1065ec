import { MEASURED_VALUE_NOTE_MAX_LENGTH } from '@cairn/domain/scorecards/scorecards.constants';
import { ZValueNoteRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetValueNote } from '../api/set-value-note.ts';
import { SCORECARD_UI_TEXTS } from './scorecard-texts.ts';

/** The cell whose note is edited. */
export type TNoteTarget = {
  measurableId: string;
  title: string;
  intervalId: string;
  label: string;
  note: string;
};

type TProps = { scorecardId: string; target: TNoteTarget | null; onClose: () => void };

/** Edits the note of one period's value (from the cell's menu); an empty note removes it. */
export function ValueNoteModal({ scorecardId, target, onClose }: TProps) {
  return (
    <Modal
      opened={Boolean(target)}
      onClose={onClose}
      title={target ? SCORECARD_UI_TEXTS.noteTitle(target.title, target.label) : ''}
      centered
    >
      {target ? (
        <NoteForm
          key={`${target.measurableId}-${target.intervalId}`}
          scorecardId={scorecardId}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function NoteForm({
  scorecardId,
  target,
  onClose,
}: {
  scorecardId: string;
  target: TNoteTarget;
  onClose: () => void;
}) {
  const [note, setNote] = useState(target.note);
  const save = useSetValueNote(scorecardId);
  const parsed = ZValueNoteRequest.safeParse({ intervalId: target.intervalId, note });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) return;
        save.mutate(
          { measurableId: target.measurableId, ...parsed.data },
          {
            onSuccess: () => {
              notifySuccess(SCORECARD_UI_TEXTS.noteSaved);
              onClose();
            },
            onError: notifyError,
          },
        );
      }}
    >
      <Stack gap="md">
        <Textarea
          label={SCORECARD_UI_TEXTS.noteLabel}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          rows={4}
          maxLength={MEASURED_VALUE_NOTE_MAX_LENGTH}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {SCORECARD_UI_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!parsed.success}>
            {SCORECARD_UI_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
