import { createSign, createVerify, generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

/** What eBay's Notification API answers for `GET /commerce/notification/v1/public_key/{public_key_id}`. */
export interface NotificationPublicKey {
  algorithm: 'ECDSA';
  digest: 'SHA1';
  key: string;
}

/** The JSON inside the base64 `X-EBAY-SIGNATURE` header. */
export interface NotificationSignatureHeader {
  alg: 'ECDSA';
  kid: string;
  signature: string;
  digest: 'SHA1';
}

export interface NotificationSigner {
  readonly keyId: string;
  readonly publicKey: NotificationPublicKey;
  /** The `X-EBAY-SIGNATURE` value for a body: base64 of `{ alg, kid, signature, digest }`. */
  signatureHeader(body: string): string;
}

/**
 * A fresh ECDSA P-256 key pair per start: eBay signs each notification body (SHA-1 digest, DER signature in
 * base64) and publishes the public key under the `kid` the header names.
 */
export async function createNotificationSigner(): Promise<NotificationSigner> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('ec', { namedCurve: 'prime256v1' });
  const keyId = randomUUID().replaceAll('-', '');
  return {
    keyId,
    publicKey: {
      algorithm: 'ECDSA',
      digest: 'SHA1',
      key: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    signatureHeader(body) {
      const signer = createSign('SHA1');
      signer.update(body);
      const header: NotificationSignatureHeader = {
        alg: 'ECDSA',
        kid: keyId,
        signature: signer.sign(privateKey, 'base64'),
        digest: 'SHA1',
      };
      return Buffer.from(JSON.stringify(header)).toString('base64');
    },
  };
}

/**
 * What a receiver does with a notification (the steps of eBay's event-notification SDKs): decode the header,
 * fetch the public key by `kid`, verify the body's signature with it. Exported for tests and as the model
 * for the server's receiver.
 */
export function verifyNotification(
  body: string,
  signatureHeader: string,
  key: NotificationPublicKey,
): boolean {
  try {
    const header = JSON.parse(
      Buffer.from(signatureHeader, 'base64').toString('utf8'),
    ) as NotificationSignatureHeader;
    if (header.alg.toUpperCase() !== 'ECDSA' || header.digest.toUpperCase() !== 'SHA1') return false;
    const verifier = createVerify('SHA1');
    verifier.update(body);
    return verifier.verify(key.key, header.signature, 'base64');
  } catch {
    return false;
  }
}
