import { mobileCheckMetadataSchema } from '@baylytics/contract/listing-mobile-check';
import { Alert, Center, Code, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { FlagBadge } from '../../item-check/components/flag-badge.tsx';
import { flagColors, flagKind } from '../../item-check/flag-style.ts';
import { ShortDescriptionParts } from '../../shared/short-description.tsx';
import { useMobileCheck } from '../api.ts';
import { MobileCheckForm } from '../components/mobile-check-form.tsx';
import { MobilePreview } from '../components/mobile-preview.tsx';

/** eBay's documented snippet for a mobile short description, the guidance's example. */
const snippetTemplate =
  '<div vocab="https://schema.org/" typeof="Product">\n  <span property="description">…</span>\n</div>';

function Block({ title, flag, children }: { title: string; flag?: number; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title} {flag !== undefined && <FlagBadge flag={flag} />}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The mobile check (spec 002 §2): the short description eBay shows on phones, in its three parts, as saved in
 * the listing, with eBay's snippet, a tip and a phone-sized preview. The item number in the address runs it.
 */
export function MobileCheckPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const itemNumber = params.get('itemNumber')?.trim() || null;
  const check = useMobileCheck(itemNumber);
  const result = check.data;
  const error = check.isError ? apiErrorMessage(check.error) : null;
  const metadata = result ? mobileCheckMetadataSchema.safeParse(JSON.parse(result.metadata)).data : undefined;
  const kind = flagKind(result?.flag ?? 0);
  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <MobileCheckForm
            key={itemNumber ?? ''}
            initial={itemNumber}
            isChecking={check.isFetching}
            onCheck={(next) => setParams(new URLSearchParams({ itemNumber: next }))}
          />
        </Paper>
        {!itemNumber && <Text c="dimmed">{t('mobileCheck.intro')}</Text>}
        {itemNumber && check.isPending && (
          <Center py="xl">
            <Loader aria-label={t('layout.loading')} />
          </Center>
        )}
        {error && (
          <Alert color="red" role="alert" title={t('mobileCheck.error')}>
            {t(error.key, error.values)}
          </Alert>
        )}
        {itemNumber && result && metadata && !error && (
          <Grid
            gap="lg"
            data-testid="mobile-check-result"
            style={{ opacity: check.isPlaceholderData ? 0.6 : 1 }}
          >
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="lg">
                <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {result.title}
                </Text>
                <Block title={t('mobileCheck.defined')} flag={result.flag}>
                  {metadata.shortDescription ? (
                    <ShortDescriptionParts
                      parts={[
                        metadata.mobileDescription0,
                        metadata.mobileDescription1,
                        metadata.mobileDescription2,
                      ]}
                      length={metadata.mobileDescriptionCount}
                    />
                  ) : (
                    <Alert color="red" variant="light">
                      {t('mobileCheck.missing')}
                    </Alert>
                  )}
                </Block>
                <Block title={t('mobileCheck.saved')}>
                  {result.value ? (
                    <Code
                      block
                      data-testid="saved-short-description"
                      data-flag={kind}
                      style={{
                        borderLeft: `4px solid var(--mantine-color-${flagColors[kind]}-6)`,
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {result.value}
                    </Code>
                  ) : (
                    <Text size="sm" c="red">
                      {t('mobileCheck.noneSaved')}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t(`mobileCheck.savedLegend.${kind}`)}
                  </Text>
                </Block>
                <Block title={t('mobileCheck.schema.title')}>
                  <Text size="sm">{t('mobileCheck.schema.default')}</Text>
                  <Text size="sm">{t('mobileCheck.schema.snippet')}</Text>
                  <Code block>{snippetTemplate}</Code>
                </Block>
                <Alert
                  color="blue"
                  variant="light"
                  icon={<IconBulb size={18} />}
                  title={t('mobileCheck.tip.title')}
                >
                  {t('mobileCheck.tip.text')}
                </Alert>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="xs" align="center">
                <Text fw={600}>{t('mobileCheck.preview.title')}</Text>
                <MobilePreview
                  title={result.title}
                  pictureUrl={result.pictureUrl}
                  shortDescription={metadata.shortDescription}
                  descriptionText={metadata.mobileDescriptionAll}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </>
  );
}
