import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Which column a sealed value belongs to; bound into the seal, so an access token cannot pose as a refresh token
 * (nor an Afterbuy partner token as an account token).
 */
export type TokenPurpose = 'access' | 'refresh' | 'afterbuyPartner' | 'afterbuyAccount';

export interface TokenCipher {
  seal(plain: string, purpose: TokenPurpose): string;
  /** Throws when the value was not sealed with this key and purpose, or was altered. */
  open(sealed: string, purpose: TokenPurpose): string;
}

const version = 'v1';
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/**
 * AES-256-GCM with a fresh 96-bit IV per value: `v1.<iv>.<tag>.<ciphertext>` (base64url). GCM authenticates,
 * so a changed byte or a value from another key fails to open instead of yielding garbage.
 */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('the eBay token key must be 32 bytes');
  return {
    seal(plain, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    open(sealed, purpose) {
      const [tag, iv, authTag, body] = sealed.split('.');
      if (tag !== version || !iv || !authTag || body === undefined)
        throw new Error('not a sealed eBay token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
