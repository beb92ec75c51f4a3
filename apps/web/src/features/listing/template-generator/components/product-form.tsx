import { mobileDescriptionMaxLength, titleMaxLength } from '@baylytics/contract/listing-rules';
import {
  featurePointKeys,
  type TemplateData,
  templateDataSchema,
} from '@baylytics/contract/listing-template';
import { Button, Fieldset, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { formMessageKey } from '../../shared/form-message.ts';

export const emptyTemplate: TemplateData = {
  productTitle: '',
  description: '',
  itemId: '',
  eBayName: '',
  productUrl: '',
  showPictureMobile: true,
  shortDesc: '',
  price: '',
  ...(Object.fromEntries(featurePointKeys.map((key) => [key, ''])) as Record<
    (typeof featurePointKeys)[number],
    string
  >),
};

/** Characters left of a limit, red once it is passed (spec 002 §2: remaining-character counters). */
function Remaining({ value, max, testId }: { value: string; max: number; testId: string }) {
  const { t } = useTranslation();
  const left = max - [...value].length;
  return (
    <Text size="xs" c={left < 0 ? 'red' : 'dimmed'} data-testid={testId}>
      {t('templateGenerator.form.remaining', { count: left, max })}
    </Text>
  );
}

/**
 * The product data of spec 002 §2 and §3: title (80), description, item number, eBay name, picture address, show
 * the picture, short description (800), price and ten feature points. Generating sends them to the server,
 * which builds the HTML.
 */
export function ProductForm({
  initial,
  isGenerating,
  onGenerate,
}: {
  initial: TemplateData;
  isGenerating: boolean;
  onGenerate: (data: TemplateData) => void;
}) {
  const { t } = useTranslation();
  const { form } = useSchemaForm(templateDataSchema, initial);
  const field = (name: keyof TemplateData & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: props.error ? t(formMessageKey(props.error)) : undefined };
  };
  const values = form.getValues();
  return (
    <form noValidate onSubmit={form.onSubmit((data) => onGenerate(data))} data-testid="product-form">
      <Stack gap="md">
        <div>
          <TextInput {...field('productTitle')} label={t('templateGenerator.form.productTitle')} required />
          <Remaining value={values.productTitle} max={titleMaxLength} testId="product-title-remaining" />
        </div>
        <div>
          <Textarea
            {...field('shortDesc')}
            label={t('templateGenerator.form.shortDesc')}
            description={t('templateGenerator.form.shortDescHint')}
            autosize
            minRows={3}
            maxRows={8}
          />
          <Remaining
            value={values.shortDesc}
            max={mobileDescriptionMaxLength}
            testId="short-desc-remaining"
          />
        </div>
        <Textarea
          {...field('description')}
          label={t('templateGenerator.form.description')}
          description={t('templateGenerator.form.descriptionHint')}
          autosize
          minRows={5}
          maxRows={16}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput {...field('itemId')} label={t('templateGenerator.form.itemId')} inputMode="numeric" />
          <TextInput {...field('eBayName')} label={t('templateGenerator.form.eBayName')} />
          <TextInput {...field('price')} label={t('templateGenerator.form.price')} />
          <TextInput {...field('productUrl')} label={t('templateGenerator.form.productUrl')} />
        </SimpleGrid>
        <Switch
          {...form.getInputProps('showPictureMobile', { type: 'checkbox' })}
          label={t('templateGenerator.form.showPictureMobile')}
        />
        <Fieldset legend={t('templateGenerator.form.featurePoints')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {featurePointKeys.map((key, index) => (
              <TextInput
                key={key}
                {...field(key)}
                label={t('templateGenerator.form.featurePoint', { n: index + 1 })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" leftSection={<IconCode size={16} />} loading={isGenerating}>
            {t('templateGenerator.form.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
