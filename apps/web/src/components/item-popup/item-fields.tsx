import type { TAssigner } from '@cairn/domain/items/item-access';
import { ITEM_TITLE_MAX_LENGTH } from '@cairn/domain/items/items.constants';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { TFieldForm } from '../form/form-fields.tsx';
import { listFieldError } from '../form/form-values.ts';
import { TextField } from '../form/text-fields.tsx';
import { HtmlEditor } from '../html-editor/html-editor.tsx';
import { PersonSelect } from '../person-picker/person-picker.tsx';
import './texts.ts';

/** What the notes field needs of an item form: its `contentHtml` value, errors and setter. */
type TNotesForm = {
  values: { contentHtml: string | null };
  errors: Record<string, unknown>;
  setFieldValue: (path: 'contentHtml', value: string) => void;
};

/** What the owner field needs of an item form: its `ownerId` value, errors and setter. */
type TOwnerForm = {
  values: { ownerId: string | null };
  errors: Record<string, unknown>;
  setFieldValue: (path: 'ownerId', value: string | null) => void;
};

/**
 * An item popup's title: required, at most 256 characters, focused when the popup opens. With
 * `lockedText` it is read-only and says why (a delegated rock's title, 000 §4).
 */
export function ItemTitleField({ form, lockedText }: { form: TFieldForm; lockedText?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      form={form}
      name="title"
      label={t('itemPopup.field.title')}
      maxLength={ITEM_TITLE_MAX_LENGTH}
      readOnly={Boolean(lockedText)}
      description={lockedText}
      isRequired
      data-autofocus={lockedText ? undefined : true}
    />
  );
}

/** An item popup's due date (`dueDate`, YYYY-MM-DD), required. */
export function ItemDueDateField({ form }: { form: TFieldForm }) {
  const { t } = useTranslation();
  return <TextField form={form} name="dueDate" label={t('itemPopup.field.dueDate')} type="date" isRequired />;
}

/** An item popup's notes (`contentHtml`) in the shared rich-text editor (002 §5). */
export function ItemNotesField({ form }: { form: TNotesForm }) {
  const { t } = useTranslation();
  return (
    <HtmlEditor
      label={t('itemPopup.field.notes')}
      value={form.values.contentHtml ?? ''}
      onChange={(html) => form.setFieldValue('contentHtml', html)}
      error={listFieldError(form.errors, 'contentHtml')}
    />
  );
}

type TOwnerFieldProps = {
  form: TOwnerForm;
  /** The meeting's invitees (000 §6: owners come from the meeting). */
  candidateIds?: readonly string[];
  assigner: TAssigner | null;
  /** The item's owner when it was opened (null for a new item): it stays on offer. */
  currentOwnerId?: string | null;
  /** Another handler than setting `ownerId` (e.g. one that also clears a dependent field). */
  onChange?: (id: string | null) => void;
  label?: string;
  /** Shows the required mark (default); Edit Headline requires only its title (001 §5). */
  isRequired?: boolean;
};

/** An item popup's single owner (`ownerId`), offering only whom the assigner may choose (000 §6). */
export function ItemOwnerField({ form, onChange, label, isRequired = true, ...filter }: TOwnerFieldProps) {
  const { t } = useTranslation();
  return (
    <PersonSelect
      {...filter}
      label={label ?? t('itemPopup.field.owner')}
      value={form.values.ownerId}
      onChange={onChange ?? ((id) => form.setFieldValue('ownerId', id))}
      error={listFieldError(form.errors, 'ownerId')}
      isRequired={isRequired}
    />
  );
}
