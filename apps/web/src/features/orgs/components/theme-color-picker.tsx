import { THEME_COLORS } from '@cairn/domain/orgs/orgs.constants';
import { CheckIcon, ColorSwatch, Group, Input, Stack, Text } from '@mantine/core';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** The name of each theme colour (THEME_COLORS' labels, by value). */
const COLOR_NAME_KEYS: Record<(typeof THEME_COLORS)[number]['value'], TTextKey> = {
  '#ff7900': 'orgs.themeColor.orange',
  '#1c7ed6': 'orgs.themeColor.blue',
  '#0ca678': 'orgs.themeColor.teal',
  '#7048e8': 'orgs.themeColor.purple',
  '#37b24d': 'orgs.themeColor.green',
  '#e8590c': 'orgs.themeColor.darkOrange',
  '#444444': 'orgs.themeColor.gray',
};

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
  const { t } = useTranslation();
  const chosen = THEME_COLORS.find((color) => color.value === value);
  return (
    <Input.Wrapper
      label={t('orgs.themeColor.label')}
      id="org-theme-colour"
      description={t('orgs.themeColor.hint')}
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
                aria-label={t(COLOR_NAME_KEYS[color.value])}
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
          {chosen ? t(COLOR_NAME_KEYS[chosen.value]) : t('orgs.themeColor.none')}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
