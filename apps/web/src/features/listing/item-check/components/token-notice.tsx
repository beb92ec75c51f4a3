import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Changes on eBay need the seller's token (spec 002 §2): without one, the way to create it. */
export function TokenNotice({ sellerName }: { sellerName: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" data-testid="token-notice">
      {t('itemCheck.apply.noToken', { seller: sellerName })}{' '}
      <Anchor component={Link} to="/app/ebay-accept" size="sm">
        {t('itemCheck.apply.createToken')}
      </Anchor>
    </Alert>
  );
}
