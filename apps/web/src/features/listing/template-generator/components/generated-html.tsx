import { templatePreviewHeight } from '@baylytics/contract/listing-template';
import { Alert, Button, Code, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { useApplyTemplate } from '../api.ts';

/**
 * The generated HTML (spec 002 §2): the code with copy ('html is copied') and apply on eBay (a success message, or
 * the failure in red), and a preview in a frame without any permission (no scripts, no origin).
 */
export function GeneratedHtml({ html, itemNumber }: { html: string; itemNumber: string }) {
  const { t } = useTranslation();
  const apply = useApplyTemplate();
  const copy = () =>
    navigator.clipboard.writeText(html).then(
      () => toast.success('templateGenerator.copied'),
      () => toast.error('templateGenerator.notCopied'),
    );
  const send = () => apply.mutate({ itemNumber, html });
  const failure = apply.isError ? apiErrorMessage(apply.error) : null;
  const answer = apply.data;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="section" aria-label={t('templateGenerator.html.heading')}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('templateGenerator.html.heading')}
          </Title>
          <ScrollArea.Autosize mah={240}>
            <Code
              block
              data-testid="generated-html"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {html}
            </Code>
          </ScrollArea.Autosize>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
              {t('templateGenerator.html.copy')}
            </Button>
            <Button
              leftSection={<IconCloudUpload size={16} />}
              onClick={send}
              loading={apply.isPending}
              disabled={!itemNumber}
            >
              {t('templateGenerator.html.apply')}
            </Button>
          </Group>
          {!itemNumber && (
            <Text size="sm" c="dimmed">
              {t('templateGenerator.html.needsItem')}
            </Text>
          )}
          {answer && answer.ack !== 'Failure' && (
            <Alert color="green" variant="light" data-testid="apply-result">
              {t(`templateGenerator.html.${answer.message}`)}
              {answer.errors.map((message) => (
                <Text key={message} size="sm" c="yellow.8">
                  {t('templateGenerator.html.ebaySays', { message })}
                </Text>
              ))}
            </Alert>
          )}
          {answer?.ack === 'Failure' && (
            <Text c="red" data-testid="apply-result" role="alert">
              {t('templateGenerator.html.descriptionNotChanged')}{' '}
              {answer.errors.map((message) => t('templateGenerator.html.ebaySays', { message })).join(' ')}
            </Text>
          )}
          {failure && (
            <Text c="red" data-testid="apply-result" role="alert">
              {t('templateGenerator.html.descriptionNotChanged')} {t(failure.key, failure.values)}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-label={t('templateGenerator.preview')}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('templateGenerator.preview')}
          </Title>
          <iframe
            title={t('templateGenerator.preview')}
            sandbox=""
            srcDoc={html}
            style={{
              width: '100%',
              height: templatePreviewHeight,
              border: '1px solid var(--mantine-color-default-border)',
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
