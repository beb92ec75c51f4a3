import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18nReady } from './app/i18n.ts';
import { queryClient } from './app/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';

/** The full app: every signed-in screen and the public pages the light entry does not show. */
export async function showApp(root: HTMLElement): Promise<void> {
  await i18nReady;
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
