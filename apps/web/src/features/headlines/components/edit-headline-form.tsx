import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { Text, TextInput } from '@mantine/core';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import {
  ItemNotesField,
  ItemOwnerField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useItemVersion } from '../../../components/item-popup/use-item-version.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { headlineKeys } from '../api/headline-query-keys.ts';
import { reassignHeadline } from '../api/reassign-headline.ts';
import { reviewHeadline } from '../api/review-headline.ts';
import { updateHeadline } from '../api/update-headline.ts';
import { type TEditHeadlineFormValues, ZEditHeadlineForm } from './headline-form-schemas.ts';
import { HeadlineReviewSelect } from './headline-review-select.tsx';
import { useDeleteHeadline } from './use-delete-headline.ts';
import { useHeadlineTexts } from './use-headline-texts.ts';

type TProps = {
  headline: THeadline;
  onReload: () => Promise<{ data?: THeadline }>;
  onClose: () => void;
  /** Opens Cascade Headline; left out while the CascadeHeadlines flag is off. */
  onCascade?: () => void;
};

/** The form values of a headline: what Edit starts from, and what Reload takes in. */
function valuesOf(headline: THeadline): TEditHeadlineFormValues {
  return {
    title: headline.title,
    ownerId: headline.ownerId,
    status: headline.status,
    contentHtml: headline.contentHtml,
  };
}

/**
 * The Edit Headline form (001 §5: only the title is required): title, owner (000 §6), review
 * status and notes; the meeting is shown, not changed. Saving sends the version read (a 409 keeps
 * what was typed and offers Reload), then the reassign call after an owner change (001 §4) and
 * the review call after a status change.
 */
export function EditHeadlineForm({ headline, onReload, onClose, onCascade }: TProps) {
  const texts = useHeadlineTexts();
  const assigner = useAssigner();
  const meetings = useMyMeetings();
  const form = useZodForm<TEditHeadlineFormValues>({
    schema: ZEditHeadlineForm,
    initialValues: valuesOf(headline),
  });
  const { version, isStale, takeConflict, reload } = useItemVersion({
    item: headline,
    refetch: onReload,
    form,
    valuesOf,
  });
  const meeting = meetings.data?.find((m) => m.id === headline.tractionId);

  const save = useItemSave({
    save: async (values: TEditHeadlineFormValues) => {
      const ownerId = values.ownerId ?? undefined;
      const answer = await updateHeadline(headline.id, {
        title: values.title.trim(),
        ...(ownerId ? { ownerId } : {}),
        contentHtml: values.contentHtml,
        version,
      });
      let latest = answer.headline;
      if (ownerId && ownerId !== headline.ownerId)
        latest = (await reassignHeadline(headline.id, { ownerId, version: latest.version })).headline;
      if (values.status !== latest.status)
        latest = (await reviewHeadline(headline.id, { status: values.status, version: latest.version }))
          .headline;
      return { ...answer, headline: latest };
    },
    form,
    invalidates: headlineKeys.all,
    fallbackText: (answer) => ITEM_TEXTS.updated(answer.headline.title),
    onSaved: onClose,
    takeError: takeConflict,
  });

  const remove = useDeleteHeadline(headline, onClose);

  const isBusy = save.isPending || remove.isPending;
  return (
    <ItemFormPopup
      title={texts.editHeadline}
      form={form}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitLabel={texts.save}
      isBusy={isBusy}
      onClose={onClose}
      onDelete={remove.confirm}
      savedItemAction={
        onCascade
          ? {
              label: texts.cascade,
              onClick: onCascade,
              whenUnsaved: texts.saveBeforeCascade,
            }
          : undefined
      }
      stale={isStale ? { itemName: texts.item, onReload: reload } : null}
    >
      <ItemTitleField form={form} />
      <TextInput label={texts.meeting} value={meeting?.title ?? ''} readOnly variant="filled" />
      <ItemOwnerField
        form={form}
        candidateIds={meeting?.inviteeIds}
        assigner={assigner}
        currentOwnerId={headline.ownerId}
        isRequired={false}
      />
      <HeadlineReviewSelect
        label={texts.reviewStatus}
        value={form.values.status}
        onChange={(status) => form.setFieldValue('status', status)}
        error={form.errors.status}
      />
      {headline.cascadedFromHeadlineId ? (
        <Text size="sm" c="dimmed">
          {texts.cascadedCopy}
        </Text>
      ) : null}
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
