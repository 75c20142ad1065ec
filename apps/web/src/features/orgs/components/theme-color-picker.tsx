import { THEME_COLORS } from '@cairn/domain/orgs/orgs.constants';
import { CheckIcon, ColorSwatch, Group, Input, Stack, Text } from '@mantine/core';

export type TThemeColorPickerProps = {
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
};

/**
 * The organisation's theme colour: one round swatch per colour of THEME_COLORS, as a radio group
 * (each swatch names its colour for screen readers; the chosen one carries a check mark).
 */
export function ThemeColorPicker({ value, onChange, isDisabled = false }: TThemeColorPickerProps) {
  const chosen = THEME_COLORS.find((color) => color.value === value);
  return (
    <Input.Wrapper
      label="Theme color"
      id="org-theme-colour"
      description="Colors buttons and highlights for everyone in the organization."
    >
      <Stack gap={6} mt={6}>
        <Group gap="sm" role="radiogroup" aria-labelledby="org-theme-colour-label">
          {THEME_COLORS.map((color) => {
            const isChosen = color.value === value;
            return (
              <ColorSwatch
                key={color.value}
                component="button"
                type="button"
                role="radio"
                aria-checked={isChosen}
                aria-label={color.label}
                color={color.value}
                size={34}
                disabled={isDisabled}
                onClick={() => onChange(color.value)}
                style={{ color: '#fff', cursor: isDisabled ? 'not-allowed' : 'pointer' }}
              >
                {isChosen ? <CheckIcon size={14} /> : null}
              </ColorSwatch>
            );
          })}
        </Group>
        <Text size="sm" c="dimmed">
          {chosen ? chosen.label : 'No color chosen'}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
