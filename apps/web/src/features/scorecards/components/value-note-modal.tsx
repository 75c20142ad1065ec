import { MEASURED_VALUE_NOTE_MAX_LENGTH } from '@cairn/domain/scorecards/scorecards.constants';
import { ZValueNoteRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetValueNote } from '../api/set-value-note.ts';
import '../texts.ts';

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
  const { t } = useTranslation();
  return (
    <Modal
      opened={Boolean(target)}
      onClose={onClose}
      title={target ? t('scorecard.note.title', { title: target.title, period: target.label }) : ''}
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
  const { t } = useTranslation();
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
              notifySuccess(t('scorecard.note.saved'));
              onClose();
            },
            onError: notifyError,
          },
        );
      }}
    >
      <Stack gap="md">
        <Textarea
          label={t('scorecard.note.label')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          rows={4}
          maxLength={MEASURED_VALUE_NOTE_MAX_LENGTH}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('scorecard.note.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!parsed.success}>
            {t('scorecard.note.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
