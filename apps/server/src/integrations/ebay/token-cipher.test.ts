import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher.ts';
import { loadTokenKey, tokenKeyFileName } from './token-key.ts';

const token = 'v^1.1#i^1#p^3#r^1#f^0#t^H4sIAAAAAAAAAOVZa2wUVRQ';

describe('sealing eBay tokens', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('opens what it sealed; the sealed text does not contain the token, and sealing twice differs', () => {
    const sealed = cipher.seal(token, 'refresh');
    expect(sealed).not.toContain(token.slice(10));
    expect(cipher.seal(token, 'refresh')).not.toBe(sealed);
    expect(cipher.open(sealed, 'refresh')).toBe(token);
  });

  it('refuses an altered value, another purpose and another key', () => {
    const sealed = cipher.seal(token, 'access');
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => cipher.open(`${sealed.slice(0, -1)}${last}`, 'access')).toThrow();
    expect(() => cipher.open(sealed, 'refresh')).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).open(sealed, 'access')).toThrow();
  });
});

describe('the token key', () => {
  it('takes EBAY_TOKEN_KEY as hex or base64, and refuses a key of the wrong length', async () => {
    const key = randomBytes(32);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ebay-key-'));
    const options = { dataDir, isProduction: true };
    expect(await loadTokenKey({ ...options, configured: key.toString('hex') })).toEqual(key);
    expect(await loadTokenKey({ ...options, configured: key.toString('base64') })).toEqual(key);
    await expect(loadTokenKey({ ...options, configured: 'c2hvcnQ=' })).rejects.toThrow(/32 bytes/);
  });

  it('is required in production', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ebay-key-'));
    await expect(loadTokenKey({ configured: undefined, dataDir, isProduction: true })).rejects.toThrow(
      /required in production/,
    );
  });

  it('elsewhere is created once under DATA_DIR, readable by the owner only, and the same afterwards', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ebay-key-'));
    const options = { configured: undefined, dataDir, isProduction: false };
    const [first, concurrent] = await Promise.all([loadTokenKey(options), loadTokenKey(options)]);
    expect(concurrent).toEqual(first);
    expect(await loadTokenKey(options)).toEqual(first);
    const file = path.join(dataDir, tokenKeyFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
  });
});
