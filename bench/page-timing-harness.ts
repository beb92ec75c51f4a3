/// <reference lib="dom" />
// The instruments of the Chromium page-timing benches (`page-timings.ts`, `transformer-page-timings.ts`,
// `editor-page-timings.ts`): marks
// put in the page, one measured run, the figures, and the app served for them.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type DemoKind, demoAccount, demoPassword } from '../apps/server/src/seed/demo-accounts.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

export interface Probe {
  /** The API path whose answer starts the clock. */
  apiPath: string;
  /** CSS selector of the table rows, and how many must be there. */
  rowSelector: string;
  rowCount: number;
}

/**
 * Runs in the page before its scripts: marks data / rendered / interactive, and times the next checkbox click or
 * keystroke in a text box (from the event to the frame after it).
 */
export function installProbe(probe: Probe): void {
  const w = window as unknown as { benchClickMs?: number; benchProbe?: Probe };
  w.benchProbe = probe;
  const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  const watchRows = () => {
    const check = () => {
      if (document.querySelectorAll(probe.rowSelector).length < probe.rowCount) return false;
      performance.mark('bench:rendered');
      afterNextFrame(() => performance.mark('bench:interactive'));
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
  };
  const json = Response.prototype.json;
  Object.defineProperty(Response.prototype, 'json', {
    async value(this: Response) {
      if (!new URL(this.url).pathname.endsWith(probe.apiPath)) return json.call(this);
      const text = await this.text();
      performance.mark('bench:data');
      watchRows();
      return JSON.parse(text);
    },
  });
  document.addEventListener(
    'click',
    (event: MouseEvent) => {
      const target = event.target as HTMLInputElement;
      if (target.type !== 'checkbox') return;
      afterNextFrame(() => {
        if (target.checked) w.benchClickMs = performance.now() - event.timeStamp;
      });
    },
    true,
  );
  document.addEventListener(
    'input',
    (event: Event) => {
      if ((event.target as HTMLInputElement).type !== 'text') return;
      afterNextFrame(() => {
        w.benchClickMs = performance.now() - event.timeStamp;
      });
    },
    true,
  );
}

/**
 * A new page of the context with the probe installed and its CPU slowed `rate` times, with its DevTools session
 * (for profiles and traces).
 */
export async function probedPage(context: BrowserContext, probe: Probe, rate: number) {
  const page = await context.newPage();
  // tsx compiles named inner functions to `__name(fn, 'name')` calls; the page needs that helper too.
  await page.addInitScript({
    content: `globalThis.__name ??= (target) => target; (${installProbe})(${JSON.stringify(probe)});`,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}

export interface Sample {
  interactiveMs: number;
  renderedMs: number;
  /** A checkbox click or a keystroke, to the frame after it. */
  clickMs: number;
}

/** One run: opens the page, waits for its marks, then `act` clicks or types what the probe times. */
export async function measureRun(
  page: Page,
  open: () => Promise<void>,
  act: () => Promise<void>,
): Promise<Sample> {
  await open();
  await page
    .waitForFunction(() => performance.getEntriesByName('bench:interactive').length > 0, null, {
      timeout: 60_000,
    })
    .catch(async (error: unknown) => {
      const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
      await page.screenshot({ path: '/tmp/page-timings-failure.png', fullPage: true });
      throw new Error(`no 'interactive' mark (marks: ${marks.join(', ')}; /tmp/page-timings-failure.png)`, {
        cause: error,
      });
    });
  const marks = await page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    return { data: at('bench:data'), rendered: at('bench:rendered'), interactive: at('bench:interactive') };
  });
  await act();
  const clickMs = await page.waitForFunction(() => (window as { benchClickMs?: number }).benchClickMs, null, {
    timeout: 10_000,
  });
  return {
    interactiveMs: marks.interactive - marks.data,
    renderedMs: marks.rendered - marks.data,
    clickMs: Number(await clickMs.jsonValue()),
  };
}

export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

export function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 0.5).toFixed(0)} / ${percentile(sorted, 0.95).toFixed(0)}`;
}

export async function signedInContext(
  browser: Browser,
  baseURL: string,
  kind: DemoKind = 'gold',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'de'));
  await page.getByLabel(/^E-Mail/).fill(demoAccount(kind).email);
  await page.getByLabel(/^Passwort/).fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/app\/dashboard$/);
  await page.close();
  return context;
}

/** The app on a fresh demo database under `data/<name>` (or BASE_URL), on the given ports. */
export async function startServer(
  name: string,
  port: number,
  ports: { database: number; paypal: number; ebay: number; suggest: number; afterbuy?: number },
): Promise<{ baseURL: string; server?: ChildProcess }> {
  if (process.env.BASE_URL) return { baseURL: process.env.BASE_URL };
  const dataDir = `${repositoryRoot}data/${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npm', ['run', 'serve'], {
    cwd: repositoryRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(ports.database),
      LOG_LEVEL: 'warn',
      DEMO_HISTORY_DAYS: '1',
      PAYPAL_SANDBOX_PORT: String(ports.paypal),
      EBAY_SANDBOX_PORT: String(ports.ebay),
      SUGGEST_SANDBOX_PORT: String(ports.suggest),
      ...(ports.afterbuy !== undefined && { AFTERBUY_SANDBOX_PORT: String(ports.afterbuy) }),
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 500) {
    const ok = await fetch(`${baseURL}/api/heartbeat`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseURL, server };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/heartbeat within 2 minutes');
}
