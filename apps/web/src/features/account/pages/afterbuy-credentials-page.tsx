import { afterbuyCredentialsBodySchema } from '@baylytics/contract/afterbuy';
import { Alert, Button, Center, Fieldset, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toastApiError } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { formatDateTime } from '../../../app/format/dates.ts';
import { useSchemaForm } from '../../../app/forms.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { PasswordInput } from '../../../app/password-input.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { toast } from '../../../app/toast.ts';
import {
  useAfterbuyCredentials,
  useDeleteAfterbuyCredentials,
  useSaveAfterbuyCredentials,
  useTestAfterbuyCredentials,
} from '../api.ts';

/**
 * The user's Afterbuy partner credentials for the transformer's after-buy system: stored sealed on the server,
 * shown here only as masks, checked against Afterbuy with 'test connection'.
 */
export function AfterbuyCredentialsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const stored = useAfterbuyCredentials();
  const save = useSaveAfterbuyCredentials();
  const remove = useDeleteAfterbuyCredentials();
  const check = useTestAfterbuyCredentials();
  const { form, field, submitButton, submit } = useSchemaForm(afterbuyCredentialsBodySchema, {
    partnerToken: '',
    accountToken: '',
  });
  const isSet = stored.data?.isSet === true;

  const onSubmit = submit(async (values) => {
    await save.mutateAsync(values);
    form.reset();
    toast.success('afterbuy.saved');
  });

  const onTest = () =>
    check.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.ack === 'Success') toast.success('afterbuy.connectionWorks');
        else toast.error('afterbuy.connectionFailed', { message: answer.message });
      },
      onError: toastApiError,
    });

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success('afterbuy.removed'),
      onError: toastApiError,
    });

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg" maw={640}>
        {stored.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {stored.isError && (
          <Alert color="red" role="alert">
            {t(apiErrorMessage(stored.error).key)}
          </Alert>
        )}
        {stored.data && (
          <Stack>
            <Text size="sm">{t('afterbuy.intro')}</Text>
            <Alert color={isSet ? 'green' : 'gray'} data-testid="afterbuy-status">
              {stored.data.isSet
                ? t('afterbuy.stored', {
                    partnerToken: stored.data.partnerToken,
                    accountToken: stored.data.accountToken,
                    time: formatDateTime(stored.data.updatedTime, i18n.language),
                  })
                : t('afterbuy.notStored')}
            </Alert>
            <form onSubmit={onSubmit} noValidate>
              <Fieldset variant="unstyled" disabled={save.isPending}>
                <Stack>
                  <PasswordInput
                    label={t('afterbuy.partnerToken')}
                    description={isSet ? t('afterbuy.replaceHint') : undefined}
                    autoComplete="off"
                    required
                    {...field('partnerToken')}
                  />
                  <PasswordInput
                    label={t('afterbuy.accountToken')}
                    autoComplete="off"
                    required
                    {...field('accountToken')}
                  />
                  <SubmitButton {...submitButton} loading={save.isPending} w="fit-content">
                    {t('afterbuy.save')}
                  </SubmitButton>
                </Stack>
              </Fieldset>
            </form>
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconPlugConnected size={16} aria-hidden />}
                disabled={!isSet}
                loading={check.isPending}
                onClick={onTest}
              >
                {t('afterbuy.testConnection')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={!isSet}
                loading={remove.isPending}
                onClick={onRemove}
              >
                {t('afterbuy.remove')}
              </Button>
            </Group>
            {!isSet && (
              <Text size="sm" c="dimmed" data-testid="afterbuy-missing">
                {t('afterbuy.saveFirst')}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
    </>
  );
}
