import { loadConfig } from '../../src/app/config.ts';
import { createEbayTokenStore } from '../../src/features/marketplace/ebay-token-store.ts';
import {
  createEbayClient,
  type EbayClient,
  type EbayClientOptions,
} from '../../src/integrations/ebay/create-ebay-client.ts';
import type { TestApp } from './test-app.ts';

const config = loadConfig({});

/**
 * An eBay client of the test app's stand-in, as the server builds it (the default app settings, the app's token
 * store, cipher and clock), with the test's own fetch to see what it sends and short retries by default.
 */
export function standInEbayClient(
  t: TestApp,
  options: { fetch: typeof fetch } & Pick<EbayClientOptions, 'retry' | 'logger'>,
): EbayClient {
  return createEbayClient({
    apiBaseUrl: t.ebaySandboxUrl,
    clientId: config.EBAY_CLIENT_ID,
    clientSecret: config.EBAY_CLIENT_SECRET,
    ruName: config.EBAY_RU_NAME,
    scopes: config.EBAY_SCOPES.split(' '),
    tokenStore: createEbayTokenStore(t.db),
    cipher: t.ebay.cipher,
    clock: t.clock.now,
    retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
    ...options,
  });
}
