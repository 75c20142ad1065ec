import { DEFAULT_THEME_COLOR } from '@cairn/domain/orgs/orgs.constants';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  isLightColor,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';

/** Breakpoints of spec 000 §9 in em (Mantine expects em): sm 576 ... xxxl 1664 px. */
const BREAKPOINTS = {
  xs: '30em',
  sm: '36em',
  md: '48em',
  lg: '62em',
  xl: '75em',
  xxl: '82.625em',
  xxxl: '104em',
} as const;

/** Default text and border greys of spec 002 §9 (beside the orange #ff7900). */
const TEXT_COLOR = '#444444';
const BORDER_COLOR = '#dddddd';
/** Dark text on bright fills, and secondary text: both at WCAG AA contrast (see the resolver). */
const CONTRAST_TEXT_COLOR = '#1a1a1a';
const DIMMED_TEXT_COLOR = '#636b74';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Mantine's greens with the two darkest shades darker still: green-8 is the on-target text of
 * the dashboard and the meeting's scorecard, and Mantine's #2f9e44 reads at 3.4:1 on white
 * (issue 35). These read at 5.4:1 and 6.9:1 on white, and at 4.9:1 or more on the green tint.
 */
const READABLE_GREEN = [
  ...DEFAULT_THEME.colors.green.slice(0, 8),
  '#267a37',
  '#1e6b2f',
] as unknown as MantineColorsTuple;

/**
 * Ten shades around an organisation's colour, the colour itself at index 6 (Mantine's primary
 * shade): lighter tints below it, darker shades above.
 */
function paletteFor(color: string): MantineColorsTuple {
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
    colors: { brand: paletteFor(themeColor ?? DEFAULT_THEME_COLOR), green: READABLE_GREEN },
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
      // Mantine fades an active link's description to 0.9, under 4.5:1 on the tint.
      NavLink: { styles: { description: { opacity: 1 } } },
      // A titled toast's text is gray-6 by default, under 4.5:1 on white: the readable dimmed instead.
      Notification: {
        defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Dismiss' } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      // A link inside a sentence must not be told apart by colour alone (axe link-in-text-block).
      Anchor: { defaultProps: { underline: 'always' } },
      // A side panel's × is named, like the toasts' (axe: buttons must have discernible text).
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      // A file input's placeholder is real text (a span), so it needs 4.5:1: the readable dimmed.
      FileInput: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
      // Mantine 9 keeps every select's options in the page, hidden, from the first paint: some 20
      // elements per select, one per list row (a rock's status, a headline's review); drawn on opening instead.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}

/**
 * The spec's light grey for borders; links and the focus ring use darker shades of the theme
 * colour so that they keep a readable contrast on white (a bright orange alone does not).
 */
const WHITE = '#ffffff';

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened step by step until it reads at `ratio` on `background`. */
function readableOn(color: string, background: string, ratio: number): string {
  let readable = color;
  for (let step = 0; step < 20 && contrastRatio(readable, background) < ratio; step++)
    readable = darken(readable, 0.06);
  return readable;
}

const readableVariablesOf = new Map<string, Record<string, string>>();

/**
 * WCAG AA (4.5:1) for every theme colour where Mantine's light scheme falls short: coloured text
 * (`c="red"`, outline) on white and on the page's grey, text of light variants on their tint, and
 * fills that carry white text. Each keeps its hue, only as much darker as it must be.
 */
function readableColorVariables(theme: MantineTheme): Record<string, string> {
  // Worked out once per palette: Mantine asks on every render of its variables, and the darkening
  // steps cost 35-112 ms per page on a throttled phone (issue 38).
  const key = `${theme.luminanceThreshold} ${JSON.stringify(theme.colors)}`;
  const known = readableVariablesOf.get(key);
  if (known) return known;
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = shades[6];
    const tint = shades[1];
    const darkest = shades[9];
    if (!filled || !tint || !darkest) continue;
    const text = readableOn(filled, WHITE, 4.8);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    // Readable on the light variant's hover tint (shade 2) too, the darker of its two backgrounds.
    variables[`--mantine-color-${name}-light-color`] = readableOn(darkest, shades[2] ?? tint, 4.6);
    // Light fills get dark text (autoContrast); dark ones white text, which must stay readable.
    if (!isLightColor(filled, theme.luminanceThreshold)) {
      const fill = readableOn(filled, WHITE, 4.6);
      variables[`--mantine-color-${name}-filled`] = fill;
      variables[`--mantine-color-${name}-filled-hover`] = darken(fill, 0.1);
    }
  }
  readableVariablesOf.set(key, variables);
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: { '--cairn-focus-color': 'var(--mantine-color-brand-8)' },
  light: {
    ...readableColorVariables(theme),
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    // Text stays the spec's #444; the dark text autoContrast puts on bright fills (the orange,
    // green) is darker, since #444 on #ff7900 reads at 3.7:1, under WCAG AA's 4.5:1.
    '--mantine-color-black': CONTRAST_TEXT_COLOR,
    '--mantine-color-text': TEXT_COLOR,
    // Mantine's grey-6 reads at 3.3:1 on white; this one at 5.4:1 (4.5:1 on the lightest greys).
    '--mantine-color-dimmed': DIMMED_TEXT_COLOR,
    '--mantine-color-default-border': BORDER_COLOR,
    '--mantine-color-body': '#ffffff',
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
  },
  dark: {},
});
