import type { TAssistantItemType } from '@cairn/domain/assistant/assistant.constants';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';

/** The type buttons (001 §2: ISSUE, TO-DO, HEADLINE) and how a created item is named, by key. */
export const TYPE_CHOICES: ReadonlyArray<{
  type: TAssistantItemType;
  labelKey: TTextKey;
  nameKey: TTextKey;
}> = [
  { type: 'Issue', labelKey: 'assistant.ask.typeLabel.issue', nameKey: 'assistant.ask.typeName.issue' },
  { type: 'ToDo', labelKey: 'assistant.ask.typeLabel.todo', nameKey: 'assistant.ask.typeName.todo' },
  {
    type: 'Headline',
    labelKey: 'assistant.ask.typeLabel.headline',
    nameKey: 'assistant.ask.typeName.headline',
  },
];
