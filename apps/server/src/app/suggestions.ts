import type { Marketplace as SyntheticMarket } from '@baylytics/sandbox/marketplace/model';
import type { SuggestSandbox } from '@baylytics/sandbox/suggest/start-suggest-sandbox';
import { createSuggestClient, type SuggestClient } from '../integrations/suggest/create-suggest-client.ts';
import type { Config } from './config.ts';

export interface Suggestions {
  client: SuggestClient;
  /** The local search-engine suggest stand-in, when it runs (embedded default). */
  sandbox: SuggestSandbox | null;
  close(): Promise<void>;
}

/**
 * A search engine's suggestions, or on the embedded default (SUGGEST_BASE_URL unset) the local stand-in on
 * SUGGEST_SANDBOX_PORT, answering from the same synthetic market as the eBay stand-in when one is given.
 */
export async function startSuggestions(
  config: Config,
  options: { sandboxPort?: number; market?: SyntheticMarket } = {},
): Promise<Suggestions> {
  // The stand-in (and its synthetic market) is loaded only when it runs: real suggestions need none of it.
  const sandbox = config.SUGGEST_BASE_URL
    ? null
    : await (await import('@baylytics/sandbox/suggest/start-suggest-sandbox')).startSuggestSandbox({
        port: options.sandboxPort ?? config.SUGGEST_SANDBOX_PORT,
        host: '127.0.0.1',
        ...(options.market && { market: options.market }),
      });
  const client = createSuggestClient({
    baseUrl: config.SUGGEST_BASE_URL ?? sandbox?.url ?? '',
    timeoutMs: config.SUGGEST_TIMEOUT_MS,
  });
  return {
    client,
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}
