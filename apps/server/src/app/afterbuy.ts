import type { AfterbuySandbox } from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
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
  options: { sandboxPort?: number } = {},
): Promise<Afterbuy> {
  // The stand-in is loaded only when it runs: the real Afterbuy needs none of it.
  const sandbox = config.AFTERBUY_URL
    ? null
    : await (await import('@baylytics/sandbox/afterbuy/start-afterbuy-sandbox')).startAfterbuySandbox({
        port: options.sandboxPort ?? config.AFTERBUY_SANDBOX_PORT,
        host: '127.0.0.1',
      });
  return {
    client: createAfterbuyClient({ url: config.AFTERBUY_URL ?? sandbox?.url ?? '' }),
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}
