import { errorMessage, type TEnvelope } from '@cairn/domain/errors';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
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
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError } from '../../../lib/notify.ts';
import { moveDestinationsQueryOptions } from '../api/get-move-destinations.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import { moveIssue, moveIssueToVto } from '../api/move-issue.ts';
import {
  parseVtoDestination,
  type TMoveIssueFormValues,
  vtoDestination,
  ZMoveIssueForm,
} from './issue-form-schemas.ts';
import { useIssueTexts } from './use-issue-texts.ts';

export type TMoveIssuePanelProps = {
  issue: TIssue;
  /** Closes the popup (Cancel, Escape, and after a move unless `onMoved` is given). */
  onClose: () => void;
  /** After a successful move, instead of `onClose` (the edit popup closes itself too). */
  onMoved?: () => void;
};

/** A refused move: the field messages stay on their fields, the toast says it was not moved (000 §8). */
function reportMoveFailed(
  form: Parameters<typeof applyServerErrors>[0],
  error: unknown,
  failedText: string,
): true {
  applyServerErrors(form, error);
  const isOffline = isApiError(error) && error.status === 0;
  const status = isApiError(error) ? error.status : 500;
  notifyError(isOffline ? error : new ApiError(status, [errorMessage('ISSUE_NOT_MOVED', failedText)]));
  return true;
}

/**
 * Move Issue (000 §2.4, §5): choose the owner, then one of that owner's other meetings, or a
 * V/TO whose long-term list both of you may change (the source is the issue's meeting). When
 * the owner has neither the popup says so. A move toasts "Your issue was moved to {destination}." and
 * closes; a refused one toasts "Your issue wasn't moved, try again!" and stays open.
 */
export function MoveIssuePanel({ issue, onClose, onMoved }: TMoveIssuePanelProps) {
  const texts = useIssueTexts();
  const { message } = useTranslation();
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
  const meetingOptions = useMemo(
    () => (destinations.data?.meetings ?? []).map((meeting) => ({ value: meeting.id, label: meeting.title })),
    [destinations.data],
  );
  const vtoOptions = useMemo(
    () =>
      (destinations.data?.vtos ?? []).map((vto) => ({
        value: vtoDestination(vto.collectionId, vto.revisionId),
        label: texts.vtoOption(vto.title, vto.folderTitle, vto.isPublished),
      })),
    [destinations.data, texts],
  );
  const options = [...meetingOptions, ...vtoOptions];
  const groups = [
    ...(meetingOptions.length ? [{ group: texts.meetingsGroup, items: meetingOptions }] : []),
    ...(vtoOptions.length ? [{ group: texts.vtosGroup, items: vtoOptions }] : []),
  ];
  const move = useItemSave<TMoveIssueFormValues, TEnvelope>({
    save: (values: TMoveIssueFormValues): Promise<TEnvelope> => {
      const destination = values.destinationId ?? '';
      const ownerIdValue = values.ownerId ?? '';
      const vto = parseVtoDestination(destination);
      if (vto) return moveIssueToVto(issue.id, { ...vto, ownerId: ownerIdValue, version: issue.version });
      return moveIssue(issue.id, {
        destinationId: destination,
        ownerId: ownerIdValue,
        sourceType: 'meeting',
        destinationType: 'meeting',
        version: issue.version,
      });
    },
    form,
    invalidates: issueKeys.all,
    fallbackText: (_answer, values) =>
      texts.moved(options.find((option) => option.value === values.destinationId)?.label ?? ''),
    onSaved: onMoved ?? onClose,
    takeError: (error) => reportMoveFailed(form, error, texts.moveFailed),
  });

  const handleOwnerChange = (id: string | null) => {
    form.setFieldValue('ownerId', id);
    form.setFieldValue('destinationId', null);
  };
  const hasNoDestination = Boolean(ownerId) && destinations.data !== undefined && options.length === 0;

  return (
    <ItemFormPopup
      title={texts.moveIssue}
      form={form}
      onSubmit={form.onSubmit((values) => move.mutate(values))}
      submitLabel={texts.move}
      isBusy={move.isPending}
      onClose={onClose}
    >
      <Text fw={500} lineClamp={2}>
        {issue.title}
      </Text>
      {source ? (
        <Text size="sm" c="dimmed">
          {texts.from(source.title)}
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
          <Text size="sm">{texts.noOtherMeetings}</Text>
          <Text size="sm">{message(VTO_TEXTS.noEditableVtos)}</Text>
        </Alert>
      ) : (
        <Select
          label={texts.destination}
          placeholder={destinations.isFetching ? texts.loadingDestinations : texts.chooseDestination}
          searchable
          nothingFoundMessage={texts.noResults}
          maxDropdownHeight="22rem"
          data={groups}
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
