import { ebaySiteIdSchema } from '@baylytics/contract/keyword-tool';
import { importForAccount } from '@baylytics/contract/ranking';
import { Alert, Anchor, Button, Center, Fieldset, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { Dialog } from '../../../../app/dialog.tsx';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import { bodySchemaOf, pickedNumberSchema } from '../../../../app/request-schemas.ts';
import { SubmitButton } from '../../../../app/submit-button.tsx';
import { toast } from '../../../../app/toast.ts';
import { useAvailableAccounts, useImportAccount } from '../api.ts';

const sellerNameRule = bodySchemaOf(importForAccount).shape.sellerName;

/** The account to import, by the contract's rule for seller names, and the site to look at. */
const addAccountFormSchema = z.object({
  sellerName: z
    .string()
    .nullable()
    .refine((name) => sellerNameRule.safeParse(name).success, { error: 'validation.required' }),
  eBaySiteId: pickedNumberSchema(ebaySiteIdSchema),
});

interface AddAccountModalProps {
  onClose: () => void;
  /** The account import started: the page switches to it and filters by the chosen site. */
  onImported: (sellerName: string, eBaySiteId: number) => void;
}

/**
 * Adds a seller account to the account check (spec 001 §2.1): one of the caller's connected eBay accounts not
 * imported yet, imported by the normal job (at most 25,000 listings), and the marketplace site to look at.
 */
export function AddAccountModal({ onClose, onImported }: AddAccountModalProps) {
  const { t } = useTranslation();
  const available = useAvailableAccounts(true);
  const importing = useImportAccount();
  const { form, field, submitButton, onServerError } = useSchemaForm(addAccountFormSchema, {
    sellerName: null,
    eBaySiteId: null,
  });

  const onSubmit = form.onSubmit(({ sellerName, eBaySiteId }) => {
    if (sellerName === null || eBaySiteId === null) return;
    importing.mutate(sellerName, {
      onSuccess: () => {
        toast.success('accountCheck.addAccount.started', { sellerName });
        onImported(sellerName, Number(eBaySiteId));
      },
      onError: (error) => onServerError(error),
    });
  });

  return (
    <Dialog opened onClose={onClose} title={t('accountCheck.addAccount.title')}>
      {available.isPending && (
        <Center py="lg">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      )}
      {available.isError && (
        <Alert color="red" role="alert">
          {t(apiErrorMessage(available.error).key)}
        </Alert>
      )}
      {available.data?.length === 0 && (
        <Stack>
          <Text>{t('accountCheck.addAccount.noneAvailable')}</Text>
          <Anchor component={Link} to="/app/ebay-accept">
            {t('accountCheck.addAccount.connect')}
          </Anchor>
        </Stack>
      )}
      {available.data && available.data.length > 0 && (
        <form noValidate onSubmit={onSubmit}>
          <Fieldset variant="unstyled" disabled={importing.isPending}>
            <Stack>
              <Text size="sm" c="dimmed">
                {t('accountCheck.addAccount.hint')}
              </Text>
              <Select
                label={t('accountCheck.addAccount.sellerName')}
                data={available.data}
                required
                data-autofocus
                {...field('sellerName')}
              />
              <SitePicker
                label={t('accountCheck.addAccount.site')}
                required
                {...field('eBaySiteId')}
                value={form.getValues().eBaySiteId}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('accountCheck.cancel')}
                </Button>
                <SubmitButton {...submitButton} loading={importing.isPending}>
                  {t('accountCheck.addAccount.submit')}
                </SubmitButton>
              </Group>
            </Stack>
          </Fieldset>
        </form>
      )}
    </Dialog>
  );
}
