import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookSender, type WebhookEvent } from './webhook-sender.ts';
import { createWebhookSigner } from './webhook-signer.ts';

interface Receiver {
  url: string;
  received: string[];
  server: Server;
}

/** Answers 500 to every notice about a refused subscription and 200 to the rest, noting what arrived. */
async function startReceiver(refused: string): Promise<Receiver> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const event = JSON.parse(body) as WebhookEvent & { resource: { id: string } };
      received.push(event.id);
      response.statusCode = event.resource.id === refused ? 500 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received, server };
}

function event(id: string, subscription: string): WebhookEvent {
  return { id, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: subscription } };
}

describe('the webhook sender', () => {
  let receiver: Receiver | undefined;
  afterEach(() => receiver?.server.close());

  it('keeps one subscription in order while a refused notice of another waits for its retries', async () => {
    receiver = await startReceiver('I-REFUSED');
    const sender = createWebhookSender({
      url: receiver.url,
      webhookId: 'WH-1',
      signer: await createWebhookSigner(),
      certUrl: () => 'http://127.0.0.1/cert',
      now: () => new Date(),
      retryDelaysMs: [400, 400],
    });
    sender.send([event('E-1', 'I-REFUSED')]);
    sender.send([event('E-2', 'I-BOOKED'), event('E-3', 'I-BOOKED')]);

    await expect.poll(() => receiver?.received.filter((id) => id !== 'E-1')).toEqual(['E-2', 'E-3']);
    expect(sender.deliveries().map((delivery) => delivery.eventId)).toEqual(['E-2', 'E-3']);

    await sender.settled();
    expect(sender.deliveries()).toContainEqual({
      eventId: 'E-1',
      eventType: 'BILLING.SUBSCRIPTION.ACTIVATED',
      attempts: 3,
      isDelivered: false,
    });
    await sender.close();
  });
});
