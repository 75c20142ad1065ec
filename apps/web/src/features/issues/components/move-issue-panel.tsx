import { errorMessage } from '@cairn/domain/errors';
import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { Alert, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { listFieldError } from '../../../components/form/form-values.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ItemOwnerField } from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { NO_RESULTS } from '../../../components/person-picker/person-picker.tsx';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { moveDestinationsQueryOptions } from '../api/get-move-destinations.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import { moveIssue } from '../api/move-issue.ts';
import { type TMoveIssueFormValues, ZMoveIssueForm } from './issue-form-schemas.ts';
import { ISSUE_UI_TEXTS } from './issue-texts.ts';

export type TMoveIssuePanelProps = {
  issue: TIssue;
  /** Closes the popup (Cancel, Escape, and after a move unless `onMoved` is given). */
  onClose: () => void;
  /** After a successful move, instead of `onClose` (the edit popup closes itself too). */
  onMoved?: () => void;
};

/** A refused move: the field messages stay on their fields, the toast says it was not moved (000 §8). */
function reportMoveFailed(form: Parameters<typeof applyServerErrors>[0], error: unknown): true {
  applyServerErrors(form, error);
  const isOffline = isApiError(error) && error.status === 0;
  const status = isApiError(error) ? error.status : 500;
  notifyError(
    isOffline ? error : new ApiError(status, [errorMessage('ISSUE_NOT_MOVED', ISSUE_TEXTS.moveFailed)]),
  );
  return true;
}

/**
 * Move Issue (000 §2.4, §5): choose the owner, then one of that owner's other meetings (the
 * source is the issue's meeting; V/TO destinations arrive with the V/TO). When the owner has no
 * other meeting the popup says so. A move toasts "Your issue was moved to {destination}." and
 * closes; a refused one toasts "Your issue wasn't moved, try again!" and stays open.
 */
export function MoveIssuePanel({ issue, onClose, onMoved }: TMoveIssuePanelProps) {
  const assigner = useAssigner();
  const meetings = useMyMeetings(Boolean(issue.tractionId));
  const source = meetings.data?.find((m) => m.id === issue.tractionId);
  const form = useZodForm<TMoveIssueFormValues>({
    schema: ZMoveIssueForm,
    initialValues: { ownerId: issue.ownerId, destinationId: null },
  });
  const { ownerId } = form.values;
  const destinations = useQuery({
    ...moveDestinationsQueryOptions(issue.id, ownerId ?? ''),
    enabled: Boolean(ownerId),
  });
  const options = useMemo(
    () => (destinations.data ?? []).map((meeting) => ({ value: meeting.id, label: meeting.title })),
    [destinations.data],
  );
  const move = useItemSave({
    save: (values: TMoveIssueFormValues) =>
      moveIssue(issue.id, {
        destinationId: values.destinationId ?? '',
        ownerId: values.ownerId ?? '',
        sourceType: 'meeting',
        destinationType: 'meeting',
        version: issue.version,
      }),
    form,
    invalidates: issueKeys.all,
    fallbackText: (_answer, values) =>
      ISSUE_TEXTS.moved(options.find((option) => option.value === values.destinationId)?.label ?? ''),
    onSaved: onMoved ?? onClose,
    takeError: (error) => reportMoveFailed(form, error),
  });

  const handleOwnerChange = (id: string | null) => {
    form.setFieldValue('ownerId', id);
    form.setFieldValue('destinationId', null);
  };
  const hasNoDestination = Boolean(ownerId) && destinations.data?.length === 0;

  return (
    <ItemFormPopup
      title={ISSUE_UI_TEXTS.moveIssue}
      form={form}
      onSubmit={form.onSubmit((values) => move.mutate(values))}
      submitLabel={ISSUE_UI_TEXTS.move}
      isBusy={move.isPending}
      onClose={onClose}
    >
      <Text fw={500} lineClamp={2}>
        {issue.title}
      </Text>
      {source ? (
        <Text size="sm" c="dimmed">
          {ISSUE_UI_TEXTS.from}: {source.title}
        </Text>
      ) : null}
      <ItemOwnerField
        form={form}
        onChange={handleOwnerChange}
        assigner={assigner}
        currentOwnerId={issue.ownerId}
      />
      {hasNoDestination ? (
        <Alert color="yellow" role="status">
          {ISSUE_TEXTS.noOtherMeetings}
        </Alert>
      ) : (
        <Select
          label={ISSUE_UI_TEXTS.destination}
          placeholder={destinations.isFetching ? 'Loading...' : 'Choose a meeting'}
          searchable
          nothingFoundMessage={NO_RESULTS}
          maxDropdownHeight="22rem"
          data={options}
          value={form.values.destinationId}
          onChange={(id) => form.setFieldValue('destinationId', id)}
          error={listFieldError(form.errors, 'destinationId')}
          disabled={!ownerId}
          withAsterisk
          aria-required
        />
      )}
    </ItemFormPopup>
  );
}
