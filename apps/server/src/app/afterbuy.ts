import type { AfterbuySandbox } from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import type { Marketplace as Market } from '@baylytics/sandbox/marketplace/model';
import {
  type AfterbuyClient,
  createAfterbuyClient,
} from '../integrations/afterbuy/create-afterbuy-client.ts';
import type { Config } from './config.ts';

export interface Afterbuy {
  client: AfterbuyClient;
  /** The local Afterbuy stand-in, when it runs (embedded default). */
  sandbox: AfterbuySandbox | null;
  close(): Promise<void>;
}

/**
 * Afterbuy's XML interface, or on the embedded default (AFTERBUY_URL unset) its local stand-in on
 * AFTERBUY_SANDBOX_PORT. Either way the server talks to it through the same client; switching to the real
 * Afterbuy is configuration only.
 */
export async function startAfterbuy(
  config: Config,
  options: {
    sandboxPort?: number;
    /** The eBay stand-in's market: the demo shop holds its demo seller's listings as products. */
    market?: Market;
    clock?: () => Date;
  } = {},
): Promise<Afterbuy> {
  // The stand-in is loaded only when it runs: the real Afterbuy needs none of it.
  const sandbox = config.AFTERBUY_URL ? null : await startStandIn(config, options);
  return {
    client: createAfterbuyClient({
      url: config.AFTERBUY_URL ?? sandbox?.url ?? '',
      timeoutMs: config.AFTERBUY_TIMEOUT_MS,
    }),
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}

async function startStandIn(
  config: Config,
  options: { sandboxPort?: number; market?: Market; clock?: () => Date },
): Promise<AfterbuySandbox> {
  const { demoAfterbuyAccount, startAfterbuySandbox } = await import(
    '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox'
  );
  const { demoAfterbuySellers, listingCatalogue } = await import(
    '@baylytics/sandbox/afterbuy/listing-catalogue'
  );
  const { market, clock } = options;
  return startAfterbuySandbox({
    port: options.sandboxPort ?? config.AFTERBUY_SANDBOX_PORT,
    host: '127.0.0.1',
    accounts: [
      {
        ...demoAfterbuyAccount,
        ...(market && { catalogue: listingCatalogue(market, demoAfterbuySellers, clock) }),
      },
    ],
  });
}
