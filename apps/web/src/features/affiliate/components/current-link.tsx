import { ActionIcon, Alert, Code, CopyButton, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useAffiliateLink } from '../api.ts';

/** The referral link of the current code, with a copy button; before the first code, how to get one. */
export function CurrentLink() {
  const { t } = useTranslation();
  const link = useAffiliateLink();
  if (link.isPending) return <Loader size="sm" aria-label={t('layout.loading')} />;
  if (link.isError) {
    const message = apiErrorMessage(link.error);
    return (
      <Alert color="red" role="alert">
        {t(message.key, message.values)}
      </Alert>
    );
  }
  const { currentLink, code } = link.data;
  if (currentLink === null) return <Text c="dimmed">{t('affiliate.noLinkYet')}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('affiliate.currentLink')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="affiliate-current-link" style={{ wordBreak: 'break-all' }}>
          {currentLink}
        </Code>
        <CopyButton value={currentLink} timeout={3000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('affiliate.linkCopied') : t('affiliate.copyLink')} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : undefined}
                onClick={copy}
                aria-label={t('affiliate.copyLink')}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('affiliate.currentCode', { code })}
      </Text>
    </Stack>
  );
}
