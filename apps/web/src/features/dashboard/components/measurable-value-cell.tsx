import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { parseNumberText } from '@cairn/domain/scorecards/value-format';
import { Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { TCellView } from '../../scorecards/index.ts';
import { FormulaErrorMark, useAddMeasuredValue } from '../../scorecards/index.ts';

type TProps = {
  scorecardId: string;
  measurable: TMeasurable;
  intervalId: string;
  view: TCellView;
  /** The period's label, for the input's name ("Revenue, Nov 23"). */
  label: string;
  /** False for observers and formula measurables: the value is only shown. */
  canEdit: boolean;
};

/**
 * One period of a measurable in the dashboard widget: the value coloured on or off target; a
 * click opens it for typing, Enter or leaving the field saves (through the grid's own save, so
 * every open scorecard updates), Escape cancels. An empty field clears the period.
 */
export function MeasurableValueCell({ scorecardId, measurable, intervalId, view, label, canEdit }: TProps) {
  const save = useAddMeasuredValue(scorecardId);
  const [text, setText] = useState<string | null>(null);
  const color = view.isOnTarget === null ? undefined : view.isOnTarget ? 'green.8' : 'red.8';
  if (view.error) return <FormulaErrorMark reason={view.error} hasOwnTip />;
  const shown = (
    <Text size="sm" c={color} fw={view.isOnTarget === false ? 600 : undefined} ta="right">
      {view.text || '–'}
    </Text>
  );
  if (!canEdit) return shown;
  if (text === null) {
    return (
      <UnstyledButton
        onClick={() => setText(view.text ? String(parseNumberText(view.text) ?? '') : '')}
        w="100%"
        aria-label={`${label}: ${view.text || 'no value'}, edit`}
      >
        {shown}
      </UnstyledButton>
    );
  }
  const commit = () => {
    const value = text.trim() === '' ? null : parseNumberText(text);
    setText(null);
    if (text.trim() !== '' && value === null) return;
    save.mutate({ measurableId: measurable.id, intervalId, value });
  };
  return (
    <TextInput
      size="xs"
      value={text}
      aria-label={label}
      inputMode="decimal"
      autoFocus
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(null);
      }}
      styles={{ input: { textAlign: 'right', width: 80 } }}
    />
  );
}
