import { keepAllowedCharacters, TEXT_FIELD_MAX_LENGTH } from '@cairn/domain/common/field-rules';
import { CloseButton, Text, TextInput, type TextInputProps } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './texts.ts';

/** From this share of a field's limit on, the field shows how many characters are left. */
const COUNTER_FROM = 0.8;
/** With a counter, the field's description (the counter) goes under the input. */
const COUNTER_ORDER: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

/**
 * "212 / 256" under a field once its text nears the limit (red at the limit), so a long title
 * is not cut off by surprise; announced politely to screen readers.
 */
function LengthCounter({ length, max }: { length: number; max: number }) {
  return (
    <Text
      component="span"
      size="xs"
      c={length >= max ? 'red.8' : 'dimmed'}
      aria-live="polite"
      display="block"
      ta="right"
    >
      {length} / {max}
    </Text>
  );
}

export type TTextBoxProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onChange: (text: string) => void;
  /** A clear button inside the field while it holds text (002 §5). */
  isClearable?: boolean;
  /** Only these characters can be typed or pasted; other keys, the space among them, do nothing. */
  allowedCharacters?: string;
};

/** True for a key press that would type a character (not Tab, arrows, shortcuts ...). */
function typesCharacter(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The text field of 002 §5: at most 100 characters unless `maxLength` says otherwise, a counter
 * near the limit, an optional clear button and an optional list of allowed characters.
 */
export function TextBox({
  value,
  onChange,
  isClearable = false,
  allowedCharacters,
  maxLength = TEXT_FIELD_MAX_LENGTH,
  description,
  onKeyDown,
  onPaste,
  rightSection,
  ...props
}: TTextBoxProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const showsCounter = !props.readOnly && value.length >= maxLength * COUNTER_FROM;
  const canClear = isClearable && value !== '' && !props.readOnly && !props.disabled;
  const clear = canClear ? (
    <CloseButton
      size="sm"
      aria-label={t('form.clear')}
      onClick={() => {
        onChange('');
        input.current?.focus();
      }}
    />
  ) : null;
  return (
    <TextInput
      {...props}
      ref={input}
      value={value}
      maxLength={maxLength}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(allowedCharacters === undefined ? text : keepAllowedCharacters(text, allowedCharacters));
      }}
      onPaste={(event) => {
        onPaste?.(event);
        if (allowedCharacters === undefined || event.defaultPrevented) return;
        // Cleaned before it lands, so that the limit counts only the characters that stay.
        event.preventDefault();
        const field = event.currentTarget;
        const pasted = keepAllowedCharacters(event.clipboardData.getData('text'), allowedCharacters);
        const start = field.selectionStart ?? value.length;
        const end = field.selectionEnd ?? value.length;
        onChange(`${value.slice(0, start)}${pasted}${value.slice(end)}`.slice(0, maxLength));
      }}
      onKeyDown={(event) => {
        if (
          allowedCharacters !== undefined &&
          typesCharacter(event) &&
          !allowedCharacters.includes(event.key)
        ) {
          event.preventDefault();
        }
        onKeyDown?.(event);
      }}
      rightSection={clear ?? rightSection}
      rightSectionPointerEvents={clear ? 'all' : undefined}
      description={showsCounter ? <LengthCounter length={value.length} max={maxLength} /> : description}
      {...(showsCounter ? { inputWrapperOrder: COUNTER_ORDER } : {})}
    />
  );
}
