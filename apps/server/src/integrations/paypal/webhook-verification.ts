import type { WebhookHeaders } from './paypal-types.ts';

const signatureHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The body of PayPal's verify-webhook-signature call, or undefined when the notification cannot be genuine
 * (a signature header missing, a body that is not a JSON object). The event is spliced in as the raw bytes
 * that arrived: PayPal checks a CRC of them, and parsing and re-serialising could change them.
 */
export function verificationRequest(
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  webhookId: string,
) {
  const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  const fields: Record<string, string> = {};
  for (const [field, name] of Object.entries(signatureHeaders)) {
    const value = header(headers, name);
    if (!value) return undefined;
    fields[field] = value;
  }
  try {
    const event: unknown = JSON.parse(text);
    if (typeof event !== 'object' || event === null || Array.isArray(event)) return undefined;
  } catch {
    return undefined;
  }
  const head = JSON.stringify({ ...fields, webhook_id: webhookId });
  return `${head.slice(0, -1)},"webhook_event":${text.trim()}}`;
}
