import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 001 §4: today minus yesterday; up green, down red, zero gray; none when both are 0 or unknown. */
export function TrendArrow({ yesterday, today }: { yesterday: number | null; today: number | null }) {
  const { t } = useTranslation();
  if (!yesterday && !today) return null;
  const difference = (today ?? 0) - (yesterday ?? 0);
  if (difference > 0)
    return (
      <IconArrowUpRight size={16} color="var(--mantine-color-green-7)" aria-label={t('keywordPro.trendUp')} />
    );
  if (difference < 0)
    return (
      <IconArrowDownRight
        size={16}
        color="var(--mantine-color-red-7)"
        aria-label={t('keywordPro.trendDown')}
      />
    );
  return (
    <IconArrowRight size={16} color="var(--mantine-color-gray-6)" aria-label={t('keywordPro.trendSame')} />
  );
}
