import { createSign, createVerify, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { paypalIds } from './paypal-ids.ts';

export const webhookAuthAlgorithm = 'SHA256withRSA';

export interface WebhookSignatureInput {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  body: string;
  signature: string;
}

export interface WebhookSignature {
  transmissionId: string;
  transmissionTime: string;
  signature: string;
}

export interface WebhookSigner {
  /** The certificate id the cert URL names; a verify request naming another cert fails. */
  readonly certId: string;
  readonly publicKeyPem: string;
  sign(body: string, webhookId: string, time: Date): WebhookSignature;
  verify(input: WebhookSignatureInput): boolean;
}

/** PayPal signs `transmissionId|transmissionTime|webhookId|crc32(body)`, the CRC as an unsigned decimal. */
function signedMessage(transmissionId: string, transmissionTime: string, webhookId: string, body: string) {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
}

/**
 * A fresh RSA key per start: the real service signs with a key behind an X.509 certificate; node:crypto
 * cannot issue certificates, so the cert URL serves the public key as PEM instead. Receivers never read it
 * themselves: they ask the verify endpoint, as PayPal recommends.
 */
export async function createWebhookSigner(): Promise<WebhookSigner> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return signerFor(privateKey, publicKey);
}

function signerFor(privateKey: KeyObject, publicKey: KeyObject): WebhookSigner {
  return {
    certId: `CERT-${paypalIds.sale()}`,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign(body, webhookId, time) {
      const transmissionTime = time.toISOString();
      for (;;) {
        const transmissionId = paypalIds.transmission();
        const signer = createSign('RSA-SHA256');
        signer.update(signedMessage(transmissionId, transmissionTime, webhookId, body));
        const signature = signer.sign(privateKey, 'base64');
        // PayPal's schema for `transmission_sig` demands a word character first; about 1 in 32 base64
        // signatures starts with '+' or '/', so those get a new transmission id and are signed again.
        if (/^\w/.test(signature)) return { transmissionId, transmissionTime, signature };
      }
    },
    verify({ transmissionId, transmissionTime, webhookId, body, signature }) {
      const verifier = createVerify('RSA-SHA256');
      verifier.update(signedMessage(transmissionId, transmissionTime, webhookId, body));
      try {
        return verifier.verify(publicKey, signature, 'base64');
      } catch {
        return false;
      }
    },
  };
}
