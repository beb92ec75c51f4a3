import {
  type ApiTokenScope,
  apiTokenLifetimes,
  apiTokenScopes,
  createApiTokenBodySchema,
} from '@baylytics/contract/api-tokens';
import { Alert, Button, Code, CopyButton, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../app/dialog.tsx';
import { useSchemaForm } from '../../../app/forms.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useCreateApiToken } from '../api.ts';

type Lifetime = (typeof apiTokenLifetimes)[number];
const defaultLifetime: Lifetime = 90;

interface CreatedToken {
  name: string;
  secret: string;
}

/** The new token's secret, shown this once, with a copy button; closing forgets it. */
function SecretStep({ created, onClose }: { created: CreatedToken; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text fw={600}>{t('apiTokens.secretTitle', { name: created.name })}</Text>
      <Alert color="yellow">{t('apiTokens.secretWarning')}</Alert>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="api-token-secret-label">
          {t('apiTokens.secretLabel')}
        </Text>
        <Code block aria-labelledby="api-token-secret-label" data-testid="api-token-secret">
          {created.secret}
        </Code>
      </Stack>
      <Group justify="space-between">
        <CopyButton value={created.secret} timeout={3000}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>{t('apiTokens.done')}</Button>
      </Group>
    </Stack>
  );
}

/** Names a token, chooses what it may do and how long it lives; then shows its secret once. */
export function CreateApiTokenModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const creation = useCreateApiToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const { form, field, submitButton, submit } = useSchemaForm(createApiTokenBodySchema, {
    name: '',
    scope: 'read' as ApiTokenScope,
    expiresInDays: defaultLifetime,
  });
  const onSubmit = submit(async (values) => {
    const token = await creation.mutateAsync(values);
    setCreated({ name: token.name, secret: token.secret });
  });

  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('apiTokens.createTitle')}
      centered
      // The secret must not vanish with a stray click beside the dialog.
      closeOnClickOutside={created === null}
    >
      {created ? (
        <SecretStep created={created} onClose={onClose} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput
              label={t('apiTokens.name')}
              placeholder={t('apiTokens.namePlaceholder')}
              required
              maxLength={80}
              data-autofocus
              {...field('name')}
            />
            <Radio.Group label={t('apiTokens.scope')} {...field('scope')}>
              <Group mt="xs">
                {apiTokenScopes.map((scope) => (
                  <Radio key={scope} value={scope} label={t(`apiTokens.scopes.${scope}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Select
              label={t('apiTokens.lifetime')}
              data={apiTokenLifetimes.map((days) => ({
                value: String(days),
                label: t('apiTokens.days', { count: days }),
              }))}
              value={String(form.getValues().expiresInDays)}
              onChange={(value) => value && form.setFieldValue('expiresInDays', Number(value) as Lifetime)}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={creation.isPending}>
                {t('apiTokens.cancel')}
              </Button>
              <SubmitButton {...submitButton} loading={creation.isPending}>
                {t('apiTokens.submit')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
