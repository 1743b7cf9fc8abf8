import { t } from '@arena/shared';
import { createTheme, darken, DEFAULT_THEME, localStorageColorSchemeManager, luminance, type CSSVariablesResolver } from '@mantine/core';

/** localStorage key of the persisted light/dark preference; index.html reads the same key before first paint. */
export const COLOR_SCHEME_STORAGE_KEY = 'arena-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * Colours are chosen to pass WCAG AA (4.5:1 for normal text), which axe checks:
 * - primary blue at shade 8 (#1971c2): white on it 5.0:1, it on white 5.0:1; in dark mode links use blue-4 (6.3:1 on the body);
 * - `autoContrast` puts black text on light fills (yellow, green, teal, orange at shade 8) and white on dark ones; the threshold
 *   0.185 sits just above red-8 (luminance 0.183: white 4.51:1) and below cyan-8 (0.192: black 4.83:1), so every shade-8 fill passes;
 * - Mantine's light-scheme text/outline/light-variant colours (shade 8 or 9 on white or shade 1) fail for green, teal, cyan,
 *   orange, yellow…; the resolver below darkens them until they pass, and fixes `dimmed` (gray-6, 3.3:1) and `error` (red-6).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.185,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Plain objects rather than `Modal.extend(…)`: importing a component here would put it in every page's first load.
  components: {
    // Icon-only close buttons need a name (axe button-name); Mantine leaves them unnamed.
    // Getters: the label is read when the provider merges the theme, in the language of that render.
    Alert: {
      get defaultProps() {
        return { closeButtonLabel: t('common.close') };
      },
    },
    Modal: {
      get defaultProps() {
        return { closeButtonProps: { 'aria-label': t('common.close') } };
      },
    },
    Drawer: {
      get defaultProps() {
        return { closeButtonProps: { 'aria-label': t('common.close') } };
      },
    },
    PasswordInput: {
      get defaultProps() {
        return { visibilityToggleButtonProps: { 'aria-label': t('common.togglePasswordVisibility') } };
      },
    },
    Notification: {
      get defaultProps() {
        return { closeButtonProps: { 'aria-label': t('common.close') } };
      },
      // Mantine draws a titled toast's text in gray-6 (3.3:1 on white); dimmed is our passing grey.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The lightest darkening of `color` that reaches 4.6:1 against every background given. */
function accessible(color: string, backgrounds: string[]): string {
  for (let amount = 0; amount <= 0.9; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= 4.6)) return candidate;
  }
  return '#000000';
}

const colors = DEFAULT_THEME.colors;

/** Mantine merges these overrides into its default variables. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': colors.gray[7],
    '--mantine-color-error': colors.red[9],
    '--mantine-color-placeholder': colors.gray[6],
    '--mantine-color-success': accessible(colors.teal[9], ['#ffffff']),
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || !Array.isArray(shades)) continue;
    const onWhite = accessible(shades[8], ['#ffffff', shades[0]]);
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-outline`] = onWhite;
    light[`--mantine-color-${name}-light-color`] = accessible(shades[9], [shades[1], shades[2], '#ffffff']);
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': colors.dark[1],
      '--mantine-color-error': colors.red[5],
      '--mantine-color-success': colors.teal[4],
      '--mantine-color-placeholder': colors.dark[2],
    },
  };
};
