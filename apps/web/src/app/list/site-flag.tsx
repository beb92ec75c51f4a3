import { useTranslation } from 'react-i18next';
import { siteFlagOf } from './site-flag-source.ts';

/**
 * The flag of a site (by its id). Beside the site's full name it is decoration (`isDecorative`); elsewhere it
 * carries the country's name in the page's language, so a screen reader says what the picture shows.
 */
export function SiteFlag({ siteId, isDecorative = false }: { siteId: number; isDecorative?: boolean }) {
  const { t } = useTranslation();
  const flag = siteFlagOf(siteId);
  if (!flag) return null;
  return (
    <img
      src={flag.source}
      alt={isDecorative ? '' : t(`list.countries.${flag.iso}`)}
      width={20}
      height={14}
      style={{ display: 'block', flexShrink: 0, borderRadius: 2, boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)' }}
    />
  );
}
