import { setTimeout as sleep } from 'node:timers/promises';
import type { WebhookSigner } from './webhook-signer.ts';
import { webhookAuthAlgorithm } from './webhook-signer.ts';

export interface WebhookEvent {
  id: string;
  event_type: string;
  [field: string]: unknown;
}

export interface WebhookSenderOptions {
  url: string | undefined;
  webhookId: string;
  signer: WebhookSigner;
  certUrl: () => string;
  now: () => Date;
  /** Waits before each further attempt; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  onDelivery?: (delivery: WebhookDelivery) => void;
}

export interface WebhookDelivery {
  eventId: string;
  eventType: string;
  attempts: number;
  isDelivered: boolean;
}

export interface WebhookSender {
  /** Queues events for delivery and returns at once: approval redirects must not wait for the receiver. */
  send(events: WebhookEvent[]): void;
  /** Resolves when every queued event was delivered or given up. */
  settled(): Promise<void>;
  /** Every delivery finished so far, oldest first. */
  deliveries(): readonly WebhookDelivery[];
  /** Every event sent so far, oldest first (PayPal's webhooks-events list). */
  events(): readonly WebhookEvent[];
  /** Delivers an earlier event again, as PayPal's resend does; false for an unknown id. */
  resend(eventId: string): boolean;
  close(): Promise<void>;
}

/** The subscription an event speaks of: its own id for subscription events, the agreement id for a sale. */
function subjectOf(event: WebhookEvent): string {
  const resource = event.resource as { id?: unknown; billing_agreement_id?: unknown } | undefined;
  const subject = resource?.billing_agreement_id ?? resource?.id;
  return typeof subject === 'string' ? subject : '';
}

/**
 * Delivers the events of one subscription one after another, in the order they happened, retrying a non-2xx
 * answer or a network error after each delay; events of different subscriptions travel side by side. The
 * per-subscription order keeps every account's history deterministic, which the tests rely on, and a receiver
 * that keeps refusing one subscription's notice holds back that subscription only, as PayPal's own retries do.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const stop = new AbortController();
  const queues = new Map<string, Promise<void>>();
  const history: WebhookEvent[] = [];
  const finished: WebhookDelivery[] = [];

  async function attempt(url: string, body: string): Promise<boolean> {
    const { transmissionId, transmissionTime, signature } = options.signer.sign(
      body,
      options.webhookId,
      options.now(),
    );
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(10_000)]),
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': signature,
          'paypal-cert-url': options.certUrl(),
          'paypal-auth-algo': webhookAuthAlgorithm,
        },
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  async function deliver(url: string, event: WebhookEvent): Promise<void> {
    const body = JSON.stringify(event);
    let attempts = 0;
    let isDelivered = false;
    for (const delay of [0, ...options.retryDelaysMs]) {
      if (delay > 0) await sleep(delay, undefined, { signal: stop.signal }).catch(() => undefined);
      if (stop.signal.aborted) break;
      attempts += 1;
      isDelivered = await attempt(url, body);
      if (isDelivered) break;
    }
    const delivery = { eventId: event.id, eventType: event.event_type, attempts, isDelivered };
    finished.push(delivery);
    options.onDelivery?.(delivery);
  }

  function enqueue(url: string, event: WebhookEvent): void {
    const subject = subjectOf(event);
    const queue = (queues.get(subject) ?? Promise.resolve()).then(() => deliver(url, event));
    queues.set(subject, queue);
  }

  async function settled(): Promise<void> {
    // Events may be sent while we wait: settle again until no queue has grown.
    for (;;) {
      const pending = [...queues.values()];
      await Promise.all(pending);
      const now = [...queues.values()];
      if (now.length === pending.length && now.every((queue, index) => queue === pending[index])) return;
    }
  }

  return {
    send(events) {
      history.push(...events);
      const url = options.url;
      if (!url) return;
      for (const event of events) enqueue(url, event);
    },
    settled,
    events: () => history,
    deliveries: () => finished,
    resend(eventId) {
      const event = history.find((candidate) => candidate.id === eventId);
      const url = options.url;
      if (!event || !url) return false;
      enqueue(url, event);
      return true;
    },
    async close() {
      stop.abort();
      await settled();
    },
  };
}
