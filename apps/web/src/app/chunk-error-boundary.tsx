import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface State {
  hasFailed: boolean;
}

/** Shows a loading error with a reload button when a page's code cannot be loaded. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <Alert color="red" title={t('layout.loadingErrorTitle')} m="md">
            <Stack gap="sm" align="flex-start">
              {t('layout.loadingErrorText')}
              <Button variant="light" color="red" onClick={() => window.location.reload()}>
                {t('layout.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Translation>
    );
  }
}
