import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { createMarketplace, demoMarketOptions } from '../marketplace/create-marketplace.ts';
import type { Marketplace, MarketplaceOptions } from '../marketplace/model.ts';
import { maxSuggestions, searchSuggestions } from './search-suggestions.ts';
import { createSuggestFaultList, type SuggestFault, suggestFaultSchema } from './suggest-faults.ts';
import { siteOfLocale } from './suggest-site.ts';

export interface SuggestSandboxOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The synthetic market whose keyword universes answer; share the eBay stand-in's to agree with it. */
  market?: Marketplace;
  /** Options of a market built at start when `market` is left out; `demoMarketOptions` by default. */
  marketOptions?: MarketplaceOptions;
  logger?: boolean;
}

export interface SuggestSandbox {
  /** What the client's base URL is set to (the real one: https://suggestqueries.google.com). */
  url: string;
  market: Marketplace;
  /** As `POST /sandbox/faults` does. */
  injectFault(fault: Partial<SuggestFault>): void;
  clearFaults(): void;
  /** Suggest requests answered (or failed) since the start or the last reset. */
  requestCount(): number;
  resetRequestCount(): void;
  close(): Promise<void>;
}

/** The clients the suggest endpoint answers with a plain JSON array (others get JSONP or XML from Google). */
const jsonClients = new Set(['firefox', 'chrome']);

interface SuggestQuery {
  client?: string;
  q?: string;
  hl?: string;
  gl?: string;
  oe?: string;
}

/**
 * A local stand-in for a search engine's public suggest endpoint, speaking Google's wire format:
 * `GET /complete/search?client=firefox&q=…&hl=de` answers `["q", ["suggestion", …]]`. Answers come from
 * the synthetic market's keyword universe of the language (see search-suggestions.ts) and never change
 * for the same query. Sandbox-only controls live under /sandbox/.
 */
export async function startSuggestSandbox(options: SuggestSandboxOptions): Promise<SuggestSandbox> {
  const host = options.host ?? '127.0.0.1';
  const market = options.market ?? createMarketplace(options.marketOptions ?? demoMarketOptions);
  const faults = createSuggestFaultList();
  let requests = 0;

  const app = Fastify({ logger: options.logger ?? false });
  app.get<{ Querystring: SuggestQuery }>('/complete/search', async (request, reply) => {
    requests += 1;
    const fault = faults.take(request.query.q ?? '');
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.status) return reply.code(fault.status).type('text/html; charset=utf-8').send('<html></html>');
    const { client, q = '', hl, gl, oe } = request.query;
    if (!client || !jsonClients.has(client))
      return reply.code(400).type('text/html; charset=utf-8').send('<html>Bad Request</html>');
    const suggestions = searchSuggestions(market, siteOfLocale(hl, gl), q, maxSuggestions);
    const body = JSON.stringify([q, suggestions]);
    // Google answers in the page's legacy charset unless `oe` asks otherwise; both are honoured here.
    const isLatin1 = oe !== undefined && /^(iso-8859-1|latin1)$/i.test(oe);
    return reply
      .type(`text/javascript; charset=${isLatin1 ? 'ISO-8859-1' : 'UTF-8'}`)
      .send(isLatin1 ? Buffer.from(body, 'latin1') : body);
  });
  app.post('/sandbox/faults', async (request, reply) => {
    const parsed = suggestFaultSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: parsed.error.message });
    faults.add(parsed.data);
    return reply.code(204).send();
  });
  app.delete('/sandbox/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shown.includes(':') ? `[${shown}]` : shown}:${(app.server.address() as AddressInfo).port}`;

  return {
    url,
    market,
    injectFault: (fault) => faults.add(suggestFaultSchema.parse(fault)),
    clearFaults: () => faults.clear(),
    requestCount: () => requests,
    resetRequestCount: () => {
      requests = 0;
    },
    close: () => app.close(),
  };
}
