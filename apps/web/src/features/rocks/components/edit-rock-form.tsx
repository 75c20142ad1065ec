import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { StaleVersionAlert } from '../../../components/item-popup/stale-version-alert.tsx';
import { useItemDelete } from '../../../components/item-popup/use-item-delete.ts';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useItemVersion } from '../../../components/item-popup/use-item-version.ts';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { POPUP_PANEL_TEXTS } from '../../../components/popup-panel/popup-panel-texts.ts';
import { TrackedByLine } from '../../../components/tracked-by/tracked-by-line.tsx';
import { deleteRock } from '../api/delete-rock.ts';
import { rockDelegatesQueryOptions } from '../api/get-rock-delegates.ts';
import { rockKeys } from '../api/rock-query-keys.ts';
import { updateRock } from '../api/update-rock.ts';
import { DelegatedRocksField } from './delegated-rocks-field.tsx';
import { DelegatesChoice } from './delegates-choice.tsx';
import { RockChain } from './rock-chain.tsx';
import { RockFormFields } from './rock-form-fields.tsx';
import { rockRequestOf, type TRockFormValues, ZEditRockForm } from './rock-form-schemas.ts';
import { useRockTexts } from './use-rock-texts.ts';

type TProps = { rock: TRock; onReload: () => Promise<{ data?: TRock }>; onClose: () => void };

/** The form's values for a rock as loaded (no new delegated rows yet). */
function valuesOf(rock: TRock): TRockFormValues {
  return {
    title: rock.title,
    ownerId: rock.ownerId,
    dueDate: rock.dueDate,
    type: rock.type,
    tractionIds: rock.tractionIds,
    contentHtml: rock.contentHtml,
    status: rock.status,
    delegated: [],
  };
}

/**
 * The Edit Rock form (000 §2.4, §4): the Add Rock fields plus status, more delegated rows, and
 * the delegation chain up and down. A delegated rock's title is locked. Save sends the version
 * it read with every field, status and owner included, in one call, so they change together or
 * not at all (a 409 keeps what was typed and offers Reload). Delete asks whether the rocks
 * delegated below go too.
 */
export function EditRockForm({ rock, onReload, onClose }: TProps) {
  const texts = useRockTexts();
  const assigner = useAssigner();
  const isTitleLocked = rock.delegatedFromRockId !== null;
  const hasChain = isTitleLocked || rock.delegated.length > 0;
  const chain = useQuery({ ...rockDelegatesQueryOptions(rock.id), enabled: hasChain });
  const form = useZodForm<TRockFormValues>({ schema: ZEditRockForm, initialValues: valuesOf(rock) });
  const { version, isStale, takeConflict, reload } = useItemVersion({
    item: rock,
    refetch: onReload,
    form,
    valuesOf,
  });
  const withDelegates = useRef(false);
  const delegateCount = chain.data?.descendants.length ?? rock.delegated.length;

  const save = useItemSave({
    save: async (values: TRockFormValues) => {
      const body = rockRequestOf(values, rock.tractionId, true);
      return updateRock(rock.id, { ...body, status: values.status, version });
    },
    form,
    invalidates: rockKeys.all,
    fallbackText: (answer) => ITEM_TEXTS.updated(answer.rock.title),
    onSaved: onClose,
    takeError: takeConflict,
  });

  const remove = useItemDelete({
    remove: () => deleteRock(rock.id, withDelegates.current),
    question: texts.deleteQuestion,
    name: rock.title,
    details:
      delegateCount > 0 ? (
        <DelegatesChoice
          count={delegateCount}
          onChange={(isOn) => {
            withDelegates.current = isOn;
          }}
        />
      ) : undefined,
    deletedText: texts.deleted(rock.title),
    invalidates: rockKeys.all,
    onDeleted: onClose,
  });

  const handleDelete = () => {
    withDelegates.current = false;
    remove.confirm();
  };

  const isBusy = save.isPending || remove.isPending;
  return (
    <ItemFormPopup
      title={texts.editRock}
      form={form}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitLabel={texts.save}
      isBusy={isBusy}
      blockedReason={isStale ? POPUP_PANEL_TEXTS.reloadFirst : null}
      onClose={onClose}
      secondaryActions={
        <Button variant="subtle" color="red" onClick={handleDelete} disabled={isBusy}>
          {texts.delete}
        </Button>
      }
    >
      {isStale ? <StaleVersionAlert itemName={texts.item} onReload={reload} /> : null}
      <TrackedByLine itemId={rock.id} />
      <RockFormFields
        form={form}
        assigner={assigner}
        currentOwnerId={rock.ownerId}
        isTitleLocked={isTitleLocked}
        withStatus
      />
      {hasChain ? (
        <Stack gap="xs">
          <Title order={3} fz="sm">
            {texts.chain}
          </Title>
          <RockChain rockId={rock.id} />
        </Stack>
      ) : null}
      <DelegatedRocksField form={form} assigner={assigner} hint={texts.newDelegatedHint} />
    </ItemFormPopup>
  );
}
