import { DEFAULT_THEME_COLOR } from '@cairn/domain/orgs/orgs.constants';
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  lighten,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** Breakpoints of spec 000 §9 in em (Mantine expects em): sm 576 ... xxxl 1664 px. */
export const BREAKPOINTS = {
  xs: '30em',
  sm: '36em',
  md: '48em',
  lg: '62em',
  xl: '75em',
  xxl: '82.625em',
  xxxl: '104em',
} as const;

/** The same breakpoints in pixels, for media queries in code. */
export const BREAKPOINTS_PX = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1322, xxxl: 1664 } as const;

/** Default text and border greys of spec 002 §9 (beside the orange #ff7900). */
const TEXT_COLOR = '#444444';
const BORDER_COLOR = '#dddddd';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Ten shades around an organisation's colour, the colour itself at index 6 (Mantine's primary
 * shade): lighter tints below it, darker shades above.
 */
export function paletteFor(color: string): MantineColorsTuple {
  const base = HEX_COLOR.test(color) ? color : DEFAULT_THEME_COLOR;
  const tints = [0.92, 0.82, 0.66, 0.5, 0.32, 0.16].map((amount) => lighten(base, amount));
  const shades = [0.12, 0.24, 0.36].map((amount) => darken(base, amount));
  return [...tints, base, ...shades] as unknown as MantineColorsTuple;
}

/**
 * The Mantine theme for an organisation's theme colour (default orange #ff7900): the colour as
 * primary, automatic text contrast on filled controls, the spec's breakpoints and greys.
 */
export function buildTheme(themeColor: string | null | undefined): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: paletteFor(themeColor ?? DEFAULT_THEME_COLOR) },
    autoContrast: true,
    luminanceThreshold: 0.3,
    black: TEXT_COLOR,
    breakpoints: BREAKPOINTS,
    defaultRadius: 'md',
    focusRing: 'auto',
    cursorType: 'pointer',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    components: {
      Notification: { defaultProps: { withBorder: true } },
    },
  });
}

/**
 * The spec's light grey for borders; links and the focus ring use darker shades of the theme
 * colour so that they keep a readable contrast on white (a bright orange alone does not).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--cairn-focus-color': 'var(--mantine-color-brand-8)' },
  light: {
    '--mantine-color-default-border': BORDER_COLOR,
    '--mantine-color-body': '#ffffff',
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
  },
  dark: {},
});
