import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import type { TCreateRockRequest } from '@cairn/domain/rocks/rocks.schemas';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { NeedsMeetingPanel } from '../../../components/meeting-select/needs-meeting-panel.tsx';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { createRock } from '../api/create-rock.ts';
import { rockKeys } from '../api/rock-query-keys.ts';
import { DelegatedRocksField } from './delegated-rocks-field.tsx';
import { RockFormFields } from './rock-form-fields.tsx';
import { endOfQuarter, rockRequestOf, type TRockFormValues, ZRockForm } from './rock-form-schemas.ts';
import { useRockTexts } from './use-rock-texts.ts';

/** Props of Add Rock. */
export type TAddRockPanelProps = {
  /** The meeting to preselect (the current page's `tractionId`), if any; it becomes the main meeting. */
  tractionId?: string | null;
  /** The due date to start from (the end of this quarter unless given). */
  dueDate?: string;
  /**
   * Collects the rock instead of saving it: the quarterly session adds its new rocks in its own
   * one change (the server applies the same rules then), so the popup hands the request back.
   */
  onCollect?: (body: TCreateRockRequest) => void;
  onClose: () => void;
};

/**
 * Add Rock (000 §2.4, §5): title, owner, due date (the end of this quarter), type, one or more
 * meetings, notes and delegated rocks (meeting, type and owner each). Without any meeting it
 * says a meeting is needed first and offers one.
 */
export function AddRockPanel({ tractionId, dueDate, onCollect, onClose }: TAddRockPanelProps) {
  const meetings = useMyMeetings();
  const texts = useRockTexts();
  if (meetings.data && meetings.data.length === 0)
    return <NeedsMeetingPanel itemName={texts.name} text={texts.needsMeeting} onClose={onClose} />;
  return (
    <AddRockForm tractionId={tractionId ?? null} dueDate={dueDate} onCollect={onCollect} onClose={onClose} />
  );
}

function AddRockForm({
  tractionId,
  dueDate,
  onCollect,
  onClose,
}: Omit<TAddRockPanelProps, 'tractionId'> & { tractionId: string | null }) {
  const texts = useRockTexts();
  const clock = useOrgClock();
  const assigner = useAssigner();
  const form = useZodForm<TRockFormValues>({
    schema: ZRockForm,
    initialValues: {
      title: '',
      ownerId: assigner?.personId ?? null,
      dueDate: dueDate ?? endOfQuarter(clock.today),
      type: null,
      tractionIds: tractionId ? [tractionId] : [],
      contentHtml: '',
      status: 'OnTrack',
      delegated: [],
    },
  });
  const create = useItemSave({
    save: createRock,
    form,
    invalidates: rockKeys.all,
    fallbackText: (_answer, body) => ITEM_TEXTS.created(body.title),
    onSaved: onClose,
  });

  return (
    <ItemFormPopup
      title={texts.addRock}
      form={form}
      onSubmit={form.onSubmit((values) => {
        const body = rockRequestOf(values, tractionId);
        if (!onCollect) return create.mutate(body);
        onCollect(body);
        onClose();
      })}
      submitLabel={texts.addRock}
      isBusy={create.isPending}
      onClose={onClose}
    >
      <RockFormFields form={form} assigner={assigner} currentOwnerId={null} />
      <DelegatedRocksField form={form} assigner={assigner} hint={texts.delegatedHint} />
    </ItemFormPopup>
  );
}
