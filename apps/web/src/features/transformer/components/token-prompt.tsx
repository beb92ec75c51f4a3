import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The red prompt where a change cannot be sent to eBay: the seller's token is missing or no longer valid. */
export function TokenPrompt({ sellerName }: { sellerName: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid="transformer-token-prompt">
      <Text size="sm" c="red.8">
        {t('transformer.noToken', { seller: sellerName })}{' '}
        <Anchor component={Link} to="/app/user/ebay-token" size="sm" fw={600}>
          {t('transformer.createToken')}
        </Anchor>
      </Text>
    </Alert>
  );
}
