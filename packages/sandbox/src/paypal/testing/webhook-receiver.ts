import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test support: a merchant's webhook endpoint, keeping each notification exactly as it arrived.

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
  event: { id: string; event_type: string; resource: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answers 500 to the next `count` deliveries, to make the sender retry. */
  failNext(count: number): void;
  /** Resolves once `count` notifications were accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500).end();
        return;
      }
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, rawBody, event: JSON.parse(rawBody) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/paypal`,
    received,
    failNext(count) {
      failures = count;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhooks, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
