import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../app/config.ts';
import type { Database } from '../db/database.ts';
import type { AccountService } from '../features/account/public.ts';
import type { AuthService } from '../features/auth/public.ts';
import type { PaymentGateway } from '../features/billing/public.ts';
import type { AfterbuyClient } from '../integrations/afterbuy/create-afterbuy-client.ts';
import type { EbayClient } from '../integrations/ebay/create-ebay-client.ts';
import type { TokenCipher } from '../integrations/ebay/token-cipher.ts';
import type { IpLocator } from '../integrations/ip-location/ip-locator.ts';
import type { MailService } from '../integrations/mail/mail-service.ts';
import type { Outbox } from '../integrations/mail/outbox.ts';
import type { SuggestClient } from '../integrations/suggest/create-suggest-client.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * What the composition root builds once and hands to every feature module: the infrastructure, the clients of
 * the outside world, and the few services several areas share (sessions, accounts, the payment provider).
 */
export interface FeatureDeps {
  config: Config;
  db: Database;
  /** The time source of every rule that depends on "now"; tests move it. */
  clock: () => Date;
  /** Where calls queue background work. */
  jobs: JobQueue;
  mail: MailService;
  /** The outbox the demo mailbox reads, when demo mails go there instead of SMTP; null otherwise. */
  mailOutbox: Outbox | null;
  /** eBay (or its local stand-in): the client and the cipher sealing tokens at rest. */
  ebay: { client: EbayClient; cipher: TokenCipher };
  /** Afterbuy's XML interface (or its local stand-in): the transformer's after-buy system. */
  afterbuy: AfterbuyClient;
  /** A search engine's suggestions (or its local stand-in). */
  suggest: SuggestClient;
  /** PayPal (or its local stand-in). */
  payments: PaymentGateway;
  auth: AuthService;
  /** Where an IP address is (country, place, provider), from the databases shipped with the server. */
  ipLocator: IpLocator;
  accounts: AccountService;
  log: FastifyBaseLogger;
}
