import { Badge, createTheme } from '@mantine/core';

/** Mantine's default theme with one brand colour and compact density (STYLE.md, look and feel). */
export const theme = createTheme({
  primaryColor: 'blue',
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
