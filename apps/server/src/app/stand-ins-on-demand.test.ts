import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { startAfterbuy } from './afterbuy.ts';
import { loadConfig } from './config.ts';
import { startMarketplace } from './marketplace.ts';
import { startPayments } from './payments.ts';
import { startSuggestions } from './suggestions.ts';

// Each stand-in module, replaced by one that notes that it was loaded and starts nothing.
const loaded = vi.hoisted(() => [] as string[]);
const fakeStandIn = (name: string) => {
  loaded.push(name);
  const started = async () => ({ url: 'http://127.0.0.1:9', market: {}, close: async () => {} });
  return {
    startEbaySandbox: started,
    startPaypalSandbox: started,
    startSuggestSandbox: started,
    startAfterbuySandbox: started,
    demoAfterbuyAccount: {},
  };
};
vi.mock('@baylytics/sandbox/ebay/start-ebay-sandbox', () => fakeStandIn('ebay'));
vi.mock('@baylytics/sandbox/paypal/start-paypal-sandbox', () => fakeStandIn('paypal'));
vi.mock('@baylytics/sandbox/suggest/start-suggest-sandbox', () => fakeStandIn('suggest'));
vi.mock('@baylytics/sandbox/afterbuy/start-afterbuy-sandbox', () => fakeStandIn('afterbuy'));

const serverSrc = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repositoryRoot = path.resolve(serverSrc, '../../..');
const sandboxSrc = path.join(repositoryRoot, 'packages/sandbox/src');

/** A file's imports that run when it loads: `import … from`, `export … from`, `import '…'` (not `import type`). */
function loadedImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const pattern = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
  return [...text.matchAll(pattern)].map(([, specifier = '']) => specifier);
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  const workspace = /^@baylytics\/(contract|sandbox)\/(.+)$/.exec(specifier);
  if (workspace)
    return path.join(repositoryRoot, 'packages', workspace[1] ?? '', 'src', `${workspace[2]}.ts`);
  return null;
}

/** Every file of the repository an entry loads before any `import()` runs. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    for (const specifier of loadedImports(file)) {
      const target = resolve(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

const realServices = {
  EBAY_API_URL: 'https://api.ebay.com',
  EBAY_DEV_ID: 'dev-id-0001',
  PAYPAL_BASE_URL: 'https://api-m.paypal.com',
  SUGGEST_BASE_URL: 'https://suggestqueries.google.com',
  AFTERBUY_URL: 'https://api.afterbuy.de',
  EBAY_TOKEN_KEY: 'a'.repeat(64),
  LOG_LEVEL: 'silent',
};
const db = {} as Database;

describe('the stand-ins', () => {
  it('are not in what the server and the worker load at start', () => {
    for (const entry of ['main.ts', 'worker.ts']) {
      const graph = staticGraph(path.join(serverSrc, entry));
      expect(graph.size).toBeGreaterThan(100);
      expect([...graph].filter((file) => file.startsWith(sandboxSrc))).toEqual([]);
    }
  });

  it('are not loaded when the real eBay, PayPal, suggestions and Afterbuy are configured', async () => {
    loaded.length = 0;
    const config = loadConfig(realServices);
    const payments = await startPayments(config);
    const marketplace = await startMarketplace(config, db);
    const suggestions = await startSuggestions(config);
    const afterbuy = await startAfterbuy(config);
    expect(loaded).toEqual([]);
    expect([payments.sandboxUrl, marketplace.sandbox, suggestions.sandbox, afterbuy.sandbox]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('are loaded, each on its own, where its service is not configured', async () => {
    loaded.length = 0;
    await startPayments(loadConfig({ ...realServices, PAYPAL_BASE_URL: undefined }));
    expect(loaded).toEqual(['paypal']);
    await startMarketplace(loadConfig({ ...realServices, EBAY_API_URL: undefined }), db, {
      sandboxDataDir: null,
    });
    await startSuggestions(loadConfig({ ...realServices, SUGGEST_BASE_URL: undefined }));
    await startAfterbuy(loadConfig({ ...realServices, AFTERBUY_URL: undefined }));
    expect(loaded).toEqual(['paypal', 'ebay', 'suggest', 'afterbuy']);
  });
});
