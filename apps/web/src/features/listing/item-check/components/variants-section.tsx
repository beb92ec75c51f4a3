import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { flagColors, flagKind } from '../flag-style.ts';
import { CheckTable } from './check-table.tsx';
import { FlagBadge } from './flag-badge.tsx';
import { SectionCard } from './section-card.tsx';

type Variants = ItemCheckResult['itemVariants'];
type VariantRow = Variants['variants'][number];

/** A name or value in its flag's colour; the flag's word in its title for those who cannot tell colours apart. */
function Flagged({ text, flag }: { text: string; flag: number }) {
  const { t } = useTranslation();
  const kind = flagKind(flag);
  return (
    <Text
      span
      size="sm"
      c={kind === 'neutral' || kind === 'good' ? undefined : flagColors[kind]}
      title={t(`itemCheck.flag.${kind}`)}
      fw={kind === 'bad' ? 600 : undefined}
    >
      {text || '—'}
    </Text>
  );
}

function useVariantColumns(variants: Variants, currency: string | null) {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo((): DataColumn<VariantRow>[] => {
    const names = [...new Set(variants.variants.flatMap((row) => row.nameValueList.map((c) => c.name)))];
    const nameFlag = (name: string) =>
      variants.variants.flatMap((row) => row.nameValueList).find((c) => c.name === name)?.nameColor ?? 0;
    return [
      ...names.map(
        (name): DataColumn<VariantRow> => ({
          id: `name-${name}`,
          header: <Flagged text={name} flag={nameFlag(name)} />,
          cell: (row) => {
            const cell = row.nameValueList.find((c) => c.name === name);
            return <Flagged text={cell?.value ?? ''} flag={cell ? cell.valueColor : 3} />;
          },
        }),
      ),
      { id: 'sku', header: t('itemCheck.variants.sku'), cell: (row) => row.sku || '—' },
      {
        id: 'price',
        header: t('itemCheck.variants.price'),
        align: 'right',
        noWrap: true,
        cell: (row) => (row.startPrice === null ? '—' : format.money(row.startPrice, currency)),
      },
      {
        id: 'quantity',
        header: t('itemCheck.variants.quantity'),
        align: 'right',
        cell: (row) => format.number(row.quantity),
      },
      {
        id: 'sold',
        header: t('itemCheck.variants.sold'),
        align: 'right',
        cell: (row) => format.number(row.quantitySold),
      },
    ];
  }, [variants, currency, t, format]);
}

/** Pictures per value of the picture aspect: every value should show its own picture. */
function PictureChecks({ checks }: { checks: NonNullable<Variants['pictureCheckings']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('itemCheck.variants.pictures', { name: checks.specificName })}
        </Text>
        <FlagBadge flag={checks.flag} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs">
        {checks.specificsSet.map((set) => (
          <Paper key={set.variationSpecificValue} withBorder p={6}>
            <Stack gap={4} align="center">
              {set.pictureURL ? (
                <Image src={set.pictureURL} alt={set.variationSpecificValue} h={72} w={72} fit="contain" />
              ) : (
                <Text size="xs" c="red" h={72} ta="center" style={{ alignContent: 'center' }}>
                  {t('itemCheck.variants.noPicture')}
                </Text>
              )}
              <Group gap={4} wrap="nowrap">
                <Text size="xs" truncate maw={110}>
                  {set.variationSpecificValue}
                </Text>
              </Group>
              <FlagBadge flag={set.flag} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The variations' table and pictures per value, or a line saying the listing has none. */
export function VariantsBody({ variants, currency }: { variants: Variants; currency: string | null }) {
  const { t } = useTranslation();
  const columns = useVariantColumns(variants, currency);
  if (variants.variants.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('itemCheck.variants.none')}
      </Text>
    );
  return (
    <>
      <CheckTable
        columns={columns}
        rows={variants.variants}
        rowId={(row) => row.sku || row.nameValueList.map((c) => `${c.name}=${c.value}`).join('|')}
        label={t('itemCheck.sections.variants')}
        totalKey="itemCheck.variants.total"
        emptyMessage={t('itemCheck.variants.none')}
      />
      {variants.pictureCheckings && <PictureChecks checks={variants.pictureCheckings} />}
    </>
  );
}

/** The listing's variations: each aspect and value flagged, prices and quantities, pictures per value. */
export function VariantsSection({ variants, currency }: { variants: Variants; currency: string | null }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="variants"
      title={t('itemCheck.sections.variants')}
      flag={variants.variants.length > 0 ? variants.flag : undefined}
    >
      <VariantsBody variants={variants} currency={currency} />
    </SectionCard>
  );
}
