import { NUMBER_FIELD_MAX_LENGTH } from '@cairn/domain/scorecards/scorecards.constants';
import { cleanNumberInput } from '@cairn/domain/scorecards/value-format';
import { TextBox, type TTextBoxProps } from './text-box.tsx';

/**
 * The number field of 002 §5: digits, one dot and one leading minus; anything else typed or pasted
 * is dropped, and at most 15 characters stay. It holds the text, so "-" and "3." can be on the way
 * to a number; the form turns it into one.
 */
export function NumberBox(props: Omit<TTextBoxProps, 'allowedCharacters' | 'maxLength'>) {
  const { onChange, ...rest } = props;
  return (
    <TextBox
      inputMode="decimal"
      {...rest}
      maxLength={NUMBER_FIELD_MAX_LENGTH}
      onChange={(text) => onChange(cleanNumberInput(text))}
    />
  );
}
