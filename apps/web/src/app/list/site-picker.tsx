import { type EbaySiteId, marketplaces } from '@baylytics/contract/marketplaces';
import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteFlag } from './site-flag.tsx';

/** The value of the picker's extra "all sites" entry. */
export const allSites = 'all';

/**
 * The one eBay site picker: the product's sites (contract `marketplaces`) with flag and name in the page's
 * language; optionally an "all sites" entry. Its value is the site id as text, as forms and addresses hold it.
 */
export function SitePicker({
  value,
  onChange,
  withAll = false,
  ...props
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  withAll?: boolean;
} & Omit<SelectProps, 'data' | 'value' | 'onChange' | 'renderOption'>) {
  const { t } = useTranslation();
  const data = [
    ...(withAll ? [{ value: allSites, label: t('list.sites.all') }] : []),
    ...marketplaces.map((site) => ({
      value: String(site.eBaySiteId),
      label: t(`list.sites.${site.eBaySiteId}`),
    })),
  ];
  // Beside the site's name the flag is decoration, never the only way to tell sites apart.
  const flag = (siteValue: string | null) =>
    siteIdOf(siteValue) === null ? undefined : <SiteFlag siteId={Number(siteValue)} isDecorative />;
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      leftSection={flag(value)}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Text span aria-hidden w={20}>
            {flag(option.value)}
          </Text>
          <Text span size="sm">
            {option.label}
          </Text>
        </Group>
      )}
    />
  );
}

/** A site id from text (a form value, an address); anything that is not one of the sites is `null`. */
export function siteIdOf(value: string | null | undefined): EbaySiteId | null {
  return marketplaces.find((site) => String(site.eBaySiteId) === value)?.eBaySiteId ?? null;
}
