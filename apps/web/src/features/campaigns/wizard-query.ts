import { useSearchParams } from 'react-router';

/** What the wizard's steps pass on in the address: the campaign, its ad group and the listings. */
export function useWizardQuery() {
  const [search] = useSearchParams();
  return {
    campaignId: search.get('campaignId'),
    campaignName: search.get('campaignName') ?? '',
    adGroupId: search.get('adGroupId'),
    itemNumbers: (search.get('itemNumbers') ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => /^\d{9,19}$/.test(n)),
  };
}
