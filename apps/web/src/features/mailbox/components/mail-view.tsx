import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useFormat } from '../../../app/format/use-format.ts';
import { useMail } from '../api.ts';
import { linksIn, withLinksInNewTab } from '../mail-content.ts';

// No scripts and no same-origin: the mail cannot reach this page or its session; its links open new tabs.
const frameSandbox = 'allow-popups allow-popups-to-escape-sandbox';

/** One mail: subject, sender and recipient, the HTML as sent, and its links as buttons that open here. */
export function MailView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mail = useMail(id);
  const back = (
    <Anchor component="button" type="button" size="sm" onClick={onBack}>
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('billing.mailbox.back')}
    </Anchor>
  );

  if (mail.isPending)
    return (
      <Center py="md">
        <Loader aria-label={t('layout.loading')} />
      </Center>
    );
  if (mail.isError) {
    const failure = apiErrorMessage(mail.error);
    return (
      <Stack align="flex-start">
        {back}
        <Alert color="red" role="alert" w="100%">
          {t(failure.key, failure.values)}
        </Alert>
      </Stack>
    );
  }

  const { subject, from, to, createdAt, html, text, attachments } = mail.data;
  const links = linksIn(text);
  return (
    <Stack gap="sm">
      <div>{back}</div>
      <Title order={3} size="h4">
        {subject}
      </Title>
      <Text size="xs" c="dimmed">
        {t('billing.mailbox.from', { from })}
        <br />
        {t('billing.mailbox.to', { to })} · {format.dateTime(createdAt)}
      </Text>
      <iframe
        title={subject}
        srcDoc={withLinksInNewTab(html)}
        sandbox={frameSandbox}
        style={{
          width: '100%',
          height: 420,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
        }}
      />
      {attachments.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('billing.mailbox.attachments', { names: attachments.map((a) => a.filename).join(', ') })}
        </Text>
      )}
      {links.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('billing.mailbox.links')}
          </Text>
          {links.map((link) => (
            <Button
              key={link}
              component="a"
              href={link}
              variant="light"
              size="xs"
              fullWidth
              justify="flex-start"
              leftSection={<IconExternalLink size={14} />}
              title={link}
            >
              {link}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
