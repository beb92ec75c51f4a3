import { externalTemplateGeneratorUrl, type TemplateData } from '@baylytics/contract/listing-template';
import { Alert, Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toastApiError } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { useGenerateTemplate, useLoadTemplate } from '../api.ts';
import { GeneratedHtml } from '../components/generated-html.tsx';
import { LoadTemplateForm } from '../components/load-template-form.tsx';
import { emptyTemplate, ProductForm } from '../components/product-form.tsx';

/** The outside template generator: the product's default unless the build names another. */
const outsideGeneratorUrl: string =
  import.meta.env.VITE_TEMPLATE_GENERATOR_URL ?? externalTemplateGeneratorUrl;

/**
 * The template generator (spec 002 §2): a link to an outside generator, the product data loaded from a listing by
 * item number or typed, the description HTML generated on the server, copied or sent to eBay, and its preview.
 */
export function TemplateGeneratorPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const load = useLoadTemplate();
  const generate = useGenerateTemplate();
  // Each load starts the form anew with the listing's data.
  const [loaded, setLoaded] = useState<{ data: TemplateData; version: number }>({
    data: emptyTemplate,
    version: 0,
  });
  const [generated, setGenerated] = useState<{ html: string; itemNumber: string } | null>(null);
  const loadError = load.isError ? apiErrorMessage(load.error) : null;
  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Text size="sm">
              {t('templateGenerator.outside.text')}{' '}
              <Anchor href={outsideGeneratorUrl} target="_blank" rel="noopener noreferrer">
                {t('templateGenerator.outside.link')} <IconExternalLink size={14} />
              </Anchor>
            </Text>
            <LoadTemplateForm
              isLoading={load.isPending}
              onLoad={(itemNumber) =>
                load.mutate(itemNumber, {
                  onSuccess: (data) => {
                    setLoaded({ data, version: loaded.version + 1 });
                    setGenerated(null);
                  },
                })
              }
            />
            {loadError && (
              <Alert color="red" role="alert" title={t('templateGenerator.load.error')}>
                {t(loadError.key, loadError.values)}
              </Alert>
            )}
          </Stack>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: 6 }}>
            <Paper withBorder p="lg" component="section" aria-label={t('templateGenerator.form.heading')}>
              <Stack gap="md">
                <Title order={3} size="h4">
                  {t('templateGenerator.form.heading')}
                </Title>
                <ProductForm
                  key={loaded.version}
                  initial={loaded.data}
                  isGenerating={generate.isPending}
                  onGenerate={(data) =>
                    generate.mutate(data, {
                      onSuccess: ({ html }) => setGenerated({ html, itemNumber: data.itemId }),
                      onError: toastApiError,
                    })
                  }
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 6 }}>
            {generated ? (
              <GeneratedHtml key={generated.html} {...generated} />
            ) : (
              <Text c="dimmed">{t('templateGenerator.html.none')}</Text>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
