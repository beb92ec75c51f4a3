import '@mantine/carousel/styles.css';
import type { CheckedItem } from '@baylytics/contract/reverse-tracker';
import { Carousel } from '@mantine/carousel';
import { Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';

/** Spec 001 §9: the carousel advances every 4 s. */
export const carouselIntervalMs = 4000;

/** The checked item and the competitor, one slide each, with their BayScores and the history chart. */
export function CheckedItemsCarousel({
  items,
  onChart,
}: {
  items: readonly CheckedItem[];
  onChart: (item: CheckedItem) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const score = (value: number | null) => (value === null ? '–' : format.fixed(value, 2));
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    if (!embla || items.length < 2) return;
    const timer = setInterval(() => embla.scrollNext(), carouselIntervalMs);
    return () => clearInterval(timer);
  }, [embla, items.length]);

  return (
    <Paper withBorder p="sm">
      <Carousel
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true }}
        withControls={items.length > 1}
        withIndicators={items.length > 1}
        aria-label={t('reverseTracker.items.title')}
      >
        {items.map((item, index) => (
          <Carousel.Slide key={item.itemNumber}>
            <Stack gap={6} pb={items.length > 1 ? 'lg' : 0}>
              <Group justify="space-between">
                <Text fw={600}>{item.itemNumber}</Text>
                <Badge color={index === 0 ? 'green' : 'blue'} variant="light">
                  {t(index === 0 ? 'reverseTracker.itemOf.myself' : 'reverseTracker.itemOf.competitor')}
                </Badge>
              </Group>
              {item.pictureUrl && <Image src={item.pictureUrl} alt="" h={120} fit="contain" />}
              <Text size="sm" lineClamp={2}>
                {item.title || t('reverseTracker.items.noTitle')}
              </Text>
              <Group gap="md">
                <Text size="xs">
                  {t('reverseTracker.items.bayScore')}: <b>{score(item.bayScore)}</b>
                </Text>
                <Text size="xs">
                  {t('reverseTracker.items.organic')}: <b>{score(item.organicBayScore)}</b>
                </Text>
                <Text size="xs">
                  {t('reverseTracker.items.promoted')}: <b>{score(item.promotedBayScore)}</b>
                </Text>
              </Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconChartBar size={14} />}
                onClick={() => onChart(item)}
              >
                {t('reverseTracker.items.history')}
              </Button>
            </Stack>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Paper>
  );
}
