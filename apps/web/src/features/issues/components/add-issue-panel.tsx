import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import { Input, SegmentedControl, Select } from '@mantine/core';
import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import {
  ItemNotesField,
  ItemOwnerField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import type { TItemDraft } from '../../../components/item-popup/open-item-popup.ts';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { MeetingSelect } from '../../../components/meeting-select/meeting-select.tsx';
import { NeedsMeetingPanel } from '../../../components/meeting-select/needs-meeting-panel.tsx';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { useVtoCollections } from '../../vto/index.ts';
import { createIssue } from '../api/create-issue.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import {
  parseVtoDestination,
  type TAddIssueFormValues,
  vtoDestination,
  ZAddIssueForm,
} from './issue-form-schemas.ts';
import { useIssueTexts } from './use-issue-texts.ts';

export type TAddIssuePanelProps = {
  /** The meeting to preselect (the current page's `tractionId`), if any. */
  tractionId?: string | null;
  /** What the form starts filled with (a seat's Add Issue names the seat). */
  draft?: TItemDraft;
  onClose: () => void;
};

/**
 * Add Issue (000 §2.4, §5): first where it goes, a meeting or a V/TO's long-term list (the V/TO
 * choice shows when the reader has any V/TO; on a V/TO's page that V/TO is chosen), then title,
 * owner and notes. Without any meeting or V/TO it says a meeting is needed first and offers one.
 */
export function AddIssuePanel({ tractionId, draft, onClose }: TAddIssuePanelProps) {
  const meetings = useMyMeetings();
  const vtos = useVtoTargets();
  const texts = useIssueTexts();
  const { pathname } = useLocation();
  const onVto = matchPath('/vto/detail/:collectionId/:revisionId/*', pathname)?.params;
  if (meetings.data && meetings.data.length === 0 && vtos.options.length === 0 && !vtos.isPending)
    return <NeedsMeetingPanel itemName={texts.name} text={texts.needsMeeting} onClose={onClose} />;
  const vtoTarget =
    onVto?.collectionId && onVto.revisionId ? vtoDestination(onVto.collectionId, onVto.revisionId) : null;
  return (
    <AddIssueForm
      tractionId={tractionId ?? null}
      vtoTarget={vtoTarget}
      title={draft?.title ?? ''}
      onClose={onClose}
    />
  );
}

/** The V/TOs a new issue may go to, by folder (the server still decides who may change one). */
function useVtoTargets() {
  const texts = useIssueTexts();
  const collections = useVtoCollections();
  const options = (collections.data ?? [])
    .map((folder) => ({
      group: folder.title,
      items: folder.revisions.map((revision) => ({
        value: vtoDestination(folder.id, revision.id),
        label: texts.vtoTarget(revision.title, revision.isPublished),
      })),
    }))
    .filter((group) => group.items.length > 0);
  return { options, isPending: collections.isPending };
}

function AddIssueForm({
  tractionId,
  vtoTarget,
  title,
  onClose,
}: {
  tractionId: string | null;
  vtoTarget: string | null;
  title: string;
  onClose: () => void;
}) {
  const texts = useIssueTexts();
  const assigner = useAssigner();
  const meetings = useMyMeetings();
  const vtos = useVtoTargets();
  const form = useZodForm<TAddIssueFormValues>({
    schema: ZAddIssueForm,
    initialValues: {
      entityType: vtoTarget ? 'vto' : 'meeting',
      title,
      ownerId: assigner?.personId ?? null,
      tractionId,
      vtoTarget,
      contentHtml: '',
    },
  });
  const isVto = form.values.entityType === 'vto';
  const meeting = isVto ? undefined : meetings.data?.find((m) => m.id === form.values.tractionId);
  const inviteeIds = useMemo(() => meeting?.inviteeIds, [meeting]);
  const create = useItemSave({
    save: createIssue,
    form,
    invalidates: issueKeys.all,
    fallbackText: (_answer, body) => ISSUE_TEXTS.created(body.title),
    onSaved: onClose,
  });

  const handleMeetingChange = (id: string | null) => {
    form.setFieldValue('tractionId', id);
    const invitees = meetings.data?.find((m) => m.id === id)?.inviteeIds;
    const { ownerId } = form.values;
    if (invitees && ownerId && !invitees.includes(ownerId)) form.setFieldValue('ownerId', null);
  };

  const handleSubmit = form.onSubmit((values) => {
    const body = ZAddIssueForm.parse(values);
    const notes = body.contentHtml ? { contentHtml: body.contentHtml } : {};
    if (body.entityType === 'meeting') {
      create.mutate({
        title: body.title,
        ownerId: body.ownerId,
        tractionId: body.tractionId,
        entityType: 'meeting',
        ...notes,
      });
      return;
    }
    const target = parseVtoDestination(body.vtoTarget);
    if (target)
      create.mutate({ title: body.title, ownerId: body.ownerId, entityType: 'vto', ...target, ...notes });
  });

  return (
    <ItemFormPopup
      title={texts.addIssue}
      form={form}
      onSubmit={handleSubmit}
      submitLabel={texts.addIssue}
      isBusy={create.isPending}
      onClose={onClose}
    >
      {vtos.options.length > 0 ? (
        <Input.Wrapper label={texts.addTo}>
          <SegmentedControl
            fullWidth
            data={[
              { value: 'meeting', label: texts.meeting },
              { value: 'vto', label: texts.vto },
            ]}
            value={form.values.entityType}
            onChange={(value) => form.setFieldValue('entityType', value === 'vto' ? 'vto' : 'meeting')}
          />
        </Input.Wrapper>
      ) : null}
      {isVto ? (
        <Select
          label={texts.vto}
          description={texts.vtoHint}
          placeholder={texts.chooseVto}
          data={vtos.options}
          searchable
          withAsterisk
          value={form.values.vtoTarget}
          onChange={(value) => form.setFieldValue('vtoTarget', value)}
          error={form.errors.vtoTarget}
        />
      ) : (
        <MeetingSelect
          label={texts.meeting}
          value={form.values.tractionId}
          onChange={handleMeetingChange}
          error={form.errors.tractionId}
          isRequired
        />
      )}
      <ItemTitleField form={form} />
      <ItemOwnerField form={form} candidateIds={inviteeIds} assigner={assigner} />
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
