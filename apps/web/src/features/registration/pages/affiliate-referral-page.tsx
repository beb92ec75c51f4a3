import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { rememberReferral } from '../referral.ts';

/** Where an affiliate link leads after the visit is remembered; set at build time. */
const landingUrl = import.meta.env.VITE_AFFILIATE_LANDING_URL ?? '/register';

/** `/affiliate?referer=…`: remembers the referral for 30 days, then leaves for the affiliate landing page. */
export function AffiliateReferralPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const referer = search.get('referer')?.trim();
  useEffect(() => {
    if (referer) rememberReferral(referer);
    window.location.replace(landingUrl);
  }, [referer]);
  return (
    <Center py="xl">
      <Loader aria-label={t('layout.loading')} />
    </Center>
  );
}
