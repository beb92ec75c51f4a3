import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token with 256 bits of randomness, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are looked up by their SHA-256; a stolen table reveals no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
