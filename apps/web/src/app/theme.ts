import { createTheme } from '@mantine/core';

/** Mantine's default theme with one brand colour and compact density (STYLE.md, look and feel). */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '34em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
