import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStarFilled, IconStarsFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import { sellerStarOf } from '../seller-star.ts';
import { SectionCard } from './section-card.tsx';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The seller behind the listing: feedback with eBay's star, top-rated status and whether changes can be sent. */
export function SellerSection({ seller }: { seller: ItemCheckResult['sellerDetails'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const star = sellerStarOf(seller.feedbackRatingStar);
  const Star = star?.isShooting ? IconStarsFilled : IconStarFilled;
  return (
    <SectionCard id="seller" title={t('itemCheck.sections.seller')}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Figure label={t('itemCheck.seller.name')}>{seller.sellerName}</Figure>
        <Figure label={t('itemCheck.seller.feedbackScore')}>
          <Group gap={6} wrap="nowrap">
            {seller.feedbackScore === null ? '—' : format.number(seller.feedbackScore)}
            {star && (
              <Star
                size={18}
                color={star.color}
                role="img"
                aria-label={t('itemCheck.seller.star', { star: seller.feedbackRatingStar })}
                data-star={seller.feedbackRatingStar}
              />
            )}
          </Group>
        </Figure>
        <Figure label={t('itemCheck.seller.positive')}>
          {seller.positiveFeedbackPercent === null ? '—' : format.percent(seller.positiveFeedbackPercent)}
        </Figure>
        <Figure label={t('itemCheck.seller.topRated')}>
          {t(seller.topRatedSeller ? 'itemCheck.yes' : 'itemCheck.no')}
        </Figure>
        <Figure label={t('itemCheck.seller.token')}>
          <Badge size="sm" variant="light" color={seller.hasToken ? 'green' : 'red'}>
            {t(seller.hasToken ? 'itemCheck.seller.hasToken' : 'itemCheck.seller.noToken')}
          </Badge>
        </Figure>
      </SimpleGrid>
    </SectionCard>
  );
}
