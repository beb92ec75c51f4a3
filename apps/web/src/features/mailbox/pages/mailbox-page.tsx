import { emailSchema } from '@baylytics/contract/auth';
import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { ApiError } from '../../../app/http.ts';
import { useMailbox } from '../api.ts';
import { MailList } from '../components/mail-list.tsx';
import { MailView } from '../components/mail-view.tsx';

const addressFormSchema = z.object({ to: emailSchema });

/**
 * The demo mailbox (demo mode without SMTP only): the mails the product sent to one address, so a newcomer
 * can follow the verification link and read codes and invoices. Address and open mail are in the URL.
 */
export function MailboxPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const to = search.get('to') ?? '';
  const mailId = search.get('mail');
  const isAddress = addressFormSchema.safeParse({ to }).success;
  const mailbox = useMailbox(isAddress ? to : '');
  const { form, field } = useSchemaForm(addressFormSchema, { to });

  const onSubmit = form.onSubmit((values) => setSearch({ to: values.to.trim() }));
  const onOpen = (id: string) => setSearch({ to, mail: id });
  const onBack = () => setSearch({ to });

  const isOff = mailbox.error instanceof ApiError && mailbox.error.status === 404;
  const failure = mailbox.isError && !isOff ? apiErrorMessage(mailbox.error) : null;

  return (
    <Stack>
      <Title order={2}>{t('billing.mailbox.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('billing.mailbox.hint')}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('billing.mailbox.address')}
          type="email"
          required
          {...field('to')}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap">
              <div style={{ flexGrow: 1 }}>{input}</div>
              <Button type="submit">{t('billing.mailbox.open')}</Button>
            </Group>
          )}
        />
      </form>
      {isOff && (
        <Alert color="blue" icon={<IconInfoCircle />} role="status">
          {t('billing.mailbox.demoOnly')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {t(failure.key, failure.values)}
        </Alert>
      )}
      {isAddress && !mailId && mailbox.isPending && (
        <Center py="md">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      )}
      {!mailId && mailbox.data?.length === 0 && <Text c="dimmed">{t('billing.mailbox.empty', { to })}</Text>}
      {!mailId && mailbox.data && mailbox.data.length > 0 && (
        <MailList mails={mailbox.data} onOpen={onOpen} />
      )}
      {mailId && !isOff && <MailView id={mailId} onBack={onBack} />}
    </Stack>
  );
}
