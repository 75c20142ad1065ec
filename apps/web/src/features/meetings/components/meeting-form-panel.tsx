import { MEETING_TITLE_MAX_LENGTH } from '@cairn/domain/meetings/meetings.constants';
import { Checkbox, Divider, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useId } from 'react';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSubmitGuard } from '../../../components/form/use-submit-guard.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { SubmitButton } from '../../../components/popup-panel/submit-button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AgendaEditor } from './agenda-editor.tsx';
import { ColorTagSelect } from './color-tag-select.tsx';
import { InviteePicker } from './invitee-picker.tsx';
import { type TMeetingFormValues, ZMeetingForm } from './meeting-form-values.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import '../texts.ts';

type TMeetingForm = UseFormReturnType<TMeetingFormValues>;

export type TMeetingFormPanelProps = {
  /** The popup's heading: 'New meeting' or 'Edit meeting'. */
  heading: string;
  submitLabel: string;
  initialValues: TMeetingFormValues;
  /** Invitees that cannot be unticked (the owner of an existing meeting). */
  lockedInviteeIds?: readonly string[];
  /** A hint under the invitees' label. */
  inviteesHint?: string;
  isSaving: boolean;
  /** False while the save cannot go ahead (e.g. a 409 waiting for a reload). */
  canSave?: boolean;
  /** Shown above the fields (e.g. the "changed by someone else" notice). */
  notice?: ReactNode;
  /**
   * The leadership team checkbox, for those who may mark it (Owner, Admin), with its hint
   * (issue 35: suggested on an organisation's first meeting); absent for everyone else.
   */
  leadership?: { description: string };
  /** Saves; rejects when the save failed (after showing why), so the form can be sent again. */
  onSave: (values: TMeetingFormValues, form: TMeetingForm) => Promise<void>;
  onClose: () => void;
};

/**
 * The one meeting form of the create and edit popups: title, colour tag, invitees, weekly
 * schedule and agenda. Messages show after an edit or a submit; Save stays disabled while the
 * form is invalid; closing (Escape, the close button) with changes asks first (PopupPanel).
 */
export function MeetingFormPanel({
  heading,
  submitLabel,
  initialValues,
  lockedInviteeIds,
  inviteesHint,
  isSaving,
  canSave = true,
  notice,
  leadership,
  onSave,
  onClose,
}: TMeetingFormPanelProps) {
  const { t } = useTranslation();
  const formId = useId();
  const people = usePeopleOfOrg();
  const form = useZodForm<TMeetingFormValues>({ schema: ZMeetingForm, initialValues });
  const guard = useSubmitGuard();
  const handleSubmit = form.onSubmit((values) => guard.run(() => onSave(values, form)));
  const isBusy = isSaving || guard.isBusy;
  const blockedReason = !canSave ? t('popup.reloadFirst') : form.isValid() ? null : t('popup.fillRequired');

  return (
    <PopupPanel
      title={heading}
      onClose={onClose}
      isDirty={form.isDirty() && !isBusy}
      size="lg"
      footer={
        <SubmitButton label={submitLabel} formId={formId} isBusy={isBusy} blockedReason={blockedReason} />
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {notice}
          <TextField
            form={form}
            name="title"
            label={t('meeting.form.title')}
            maxLength={MEETING_TITLE_MAX_LENGTH}
            isRequired
            data-autofocus
          />
          {leadership ? (
            <Checkbox
              label={t('meeting.form.leadership')}
              description={leadership.description}
              {...form.getInputProps('isLeadershipTeam', { type: 'checkbox' })}
            />
          ) : null}
          <ColorTagSelect
            value={form.values.colorTag}
            onChange={(value) => form.setFieldValue('colorTag', value)}
            error={form.errors.colorTag}
          />
          <InviteePicker
            people={people.data}
            isError={people.isError}
            onRetry={() => void people.refetch()}
            value={form.values.inviteeIds}
            onChange={(ids) => form.setFieldValue('inviteeIds', ids)}
            lockedIds={lockedInviteeIds}
            description={inviteesHint}
            error={form.errors.inviteeIds as string | undefined}
          />
          <Divider />
          <ScheduleFields form={form} />
          <Divider />
          <AgendaEditor form={form} />
        </Stack>
      </form>
    </PopupPanel>
  );
}
