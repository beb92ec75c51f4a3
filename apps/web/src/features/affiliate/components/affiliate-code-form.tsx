import { affiliateCodeMaxLength, createAffiliateCode } from '@baylytics/contract/affiliate';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../app/forms.ts';
import { bodySchemaOf } from '../../../app/request-schemas.ts';
import { toast } from '../../../app/toast.ts';
import { useGenerateAffiliateCode } from '../api.ts';

const codeFormSchema = bodySchemaOf(createAffiliateCode);

/** The code input with its generate button; 'please enter the code' and 'the code is existed' land on the field. */
export function AffiliateCodeForm() {
  const { t } = useTranslation();
  const generate = useGenerateAffiliateCode();
  const { form, field, submit } = useSchemaForm(codeFormSchema, { code: '' });
  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        await generate.mutateAsync(values.code);
        form.reset();
        toast.success('affiliate.codeGenerated');
      })}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          {...field('code')}
          label={t('affiliate.code')}
          description={t('affiliate.codeHint')}
          placeholder={t('affiliate.codePlaceholder')}
          maxLength={affiliateCodeMaxLength}
          required
          w={320}
        />
        <Button type="submit" mt={45} loading={generate.isPending}>
          {t('affiliate.generate')}
        </Button>
      </Group>
    </form>
  );
}
