import type { SandboxState } from './sandbox-state.ts';
import type { WebhookSender } from './webhook-sender.ts';
import type { WebhookSigner } from './webhook-signer.ts';

/** What every route of the stand-in shares. */
export interface SandboxContext {
  state: SandboxState;
  now: () => Date;
  /** Where browsers and callers reach the stand-in; known once it listens, so read it per request. */
  publicUrl: () => string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  tokenTtlSeconds: number;
  signer: WebhookSigner;
  webhooks: WebhookSender;
}

export function certUrl(context: SandboxContext): string {
  return `${context.publicUrl()}/v1/notifications/certs/${context.signer.certId}`;
}
