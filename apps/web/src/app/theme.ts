import { Badge, type CSSVariablesResolver, createTheme, darken } from '@mantine/core';

/**
 * Mantine's default theme with one brand colour and compact density (STYLE.md, look and feel), in colours that
 * keep text readable (WCAG 2.2 AA, contrast at least 4.5:1; docs/decisions/accessibility-checked-by-axe.md):
 * filled buttons, badges and light variants take shade 8 of their colour instead of 6 (white on blue 6 is 3.6:1,
 * on blue 8 5.0:1), and text on a filled colour turns dark where white would not stand out (green, orange, yellow).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.2,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '34em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // A badge is a word or two ('Varianten', 'Läuft'): it keeps its width, so that a table column narrows
    // around it instead of cutting it to 'VARIAN…'.
    Badge: Badge.extend({
      styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } },
    }),
  },
});

/**
 * Secondary ('dimmed') text and links in shades that read on white and on the app's gray background; coloured text
 * (`c="green"`) and the text of light variants (badges such as 'Aktiv', light buttons and alerts) 30 % darker than
 * shade 9, so it reads on white and on its own tinted background (Mantine's shade 6 gives green 3.4:1 on white,
 * yellow's shade 9 4.5:1 only just missed on its tint); placeholders 4.5:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    '--mantine-color-placeholder': darken(resolved.colors.gray[6], 0.2),
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)],
        [`--mantine-color-${name}-text`, darken(shades[9], 0.3)],
      ]),
    ),
  },
  dark: {},
});
