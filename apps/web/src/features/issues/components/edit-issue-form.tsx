import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import {
  ItemNotesField,
  ItemOwnerField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { StaleVersionAlert } from '../../../components/item-popup/stale-version-alert.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useItemVersion } from '../../../components/item-popup/use-item-version.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { POPUP_PANEL_TEXTS } from '../../../components/popup-panel/popup-panel-texts.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import { updateIssue } from '../api/update-issue.ts';
import { type TEditIssueFormValues, ZEditIssueForm } from './issue-form-schemas.ts';
import { useDeleteIssue } from './use-delete-issue.ts';
import { useIssueTexts } from './use-issue-texts.ts';

type TProps = {
  issue: TIssue;
  onReload: () => Promise<{ data?: TIssue }>;
  onClose: () => void;
  /** Opens Move Issue (offered while nothing typed is unsaved). */
  onMove: () => void;
};

/** The form values of a issue: what Edit starts from, and what Reload takes in. */
function valuesOf(issue: TIssue): TEditIssueFormValues {
  return {
    title: issue.title,
    ownerId: issue.ownerId,
    contentHtml: issue.contentHtml,
    status: issue.status,
  };
}

/**
 * The Edit Issue form: title, owner, notes and status. Save sends them in one call with the
 * version it read, so they change together or not at all (a 409 keeps what was typed and offers
 * Reload).
 */
export function EditIssueForm({ issue, onReload, onClose, onMove }: TProps) {
  const texts = useIssueTexts();
  const statusLabelId = useId();
  const assigner = useAssigner();
  const meetings = useMyMeetings(Boolean(issue.tractionId));
  const form = useZodForm<TEditIssueFormValues>({ schema: ZEditIssueForm, initialValues: valuesOf(issue) });
  const { version, isStale, takeConflict, reload } = useItemVersion({
    item: issue,
    refetch: onReload,
    form,
    valuesOf,
  });
  const inviteeIds = meetings.data?.find((m) => m.id === issue.tractionId)?.inviteeIds;

  const save = useItemSave({
    save: async (values: TEditIssueFormValues) => {
      const ownerId = values.ownerId ?? '';
      return updateIssue(issue.id, {
        title: values.title.trim(),
        ownerId,
        contentHtml: values.contentHtml,
        status: values.status,
        version,
      });
    },
    form,
    invalidates: issueKeys.all,
    fallbackText: (answer) => ISSUE_TEXTS.updated(answer.issue.title),
    onSaved: onClose,
    takeError: takeConflict,
  });
  const remove = useDeleteIssue(issue, onClose);

  const isBusy = save.isPending || remove.isPending;
  const isDirty = form.isDirty();
  return (
    <ItemFormPopup
      title={texts.editIssue}
      form={form}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitLabel={texts.save}
      isBusy={isBusy}
      blockedReason={isStale ? POPUP_PANEL_TEXTS.reloadFirst : null}
      onClose={onClose}
      secondaryActions={
        <>
          <Button variant="subtle" color="red" onClick={remove.confirm} disabled={isBusy}>
            {texts.delete}
          </Button>
          <Button
            variant="default"
            onClick={onMove}
            disabled={isBusy || isDirty}
            title={isDirty ? texts.moveWhenSaved : undefined}
          >
            {texts.move}
          </Button>
        </>
      }
    >
      {isStale ? <StaleVersionAlert itemName={texts.item} onReload={reload} /> : null}
      <ItemTitleField form={form} />
      <ItemOwnerField
        form={form}
        candidateIds={inviteeIds}
        assigner={assigner}
        currentOwnerId={issue.ownerId}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={statusLabelId}>
          {texts.status}
        </Text>
        <SegmentedControl
          aria-labelledby={statusLabelId}
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status as TEditIssueFormValues['status'])}
          data={texts.statusOptions}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
