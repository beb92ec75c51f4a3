import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { z } from 'zod';

// eBay signs notifications (e.g. marketplace account deletion) with ECDSA; X-EBAY-SIGNATURE carries base64 JSON
// naming the key id, and the key comes from the Notification API's getPublicKey.

const signatureHeader = z.object({
  alg: z.string(),
  kid: z.string().min(1),
  signature: z.string().min(1),
  digest: z.string(),
});

export type SignatureHeader = z.infer<typeof signatureHeader>;

export const publicKeyAnswer = z.object({
  algorithm: z.string(),
  digest: z.string(),
  key: z.string().min(1),
});

export type NotificationPublicKey = z.infer<typeof publicKeyAnswer>;

/** The decoded X-EBAY-SIGNATURE header; undefined when it is missing or not eBay's shape. */
export function readSignatureHeader(header: string | undefined): SignatureHeader | undefined {
  if (!header) return undefined;
  try {
    const parsed = signatureHeader.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** eBay hands the PEM out on one line; OpenSSL wants the base64 in lines of 64 characters. */
function toKeyObject(pem: string): KeyObject {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return createPublicKey(`-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`);
}

const digests: Record<string, string> = { SHA1: 'sha1', SHA256: 'sha256' };

/** Whether `body` (the exact bytes received) carries eBay's signature under `key`. */
export function isSignedBy(
  key: NotificationPublicKey,
  signature: SignatureHeader,
  body: string | Buffer,
): boolean {
  const digest = digests[(signature.digest || key.digest).toUpperCase()];
  if (!digest || key.algorithm.toUpperCase() !== 'ECDSA' || signature.alg.toUpperCase() !== 'ECDSA')
    return false;
  try {
    return verify(
      digest,
      Buffer.from(body),
      toKeyObject(key.key),
      Buffer.from(signature.signature, 'base64'),
    );
  } catch {
    return false;
  }
}
