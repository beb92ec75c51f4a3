import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads EBAY_TOKEN_KEY: 32 bytes as 64 hex digits or base64 (44 characters). */
export function parseTokenKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('EBAY_TOKEN_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

export const tokenKeyFileName = 'ebay-token.key';

/**
 * The key that seals eBay tokens. Production must configure it (a key that lives beside the data it protects
 * protects nothing against a copied disk); elsewhere a random key is created once under DATA_DIR (mode 0600)
 * and read from there afterwards, so stored tokens survive restarts.
 */
export async function loadTokenKey(options: {
  configured: string | undefined;
  dataDir: string;
  isProduction: boolean;
}): Promise<Buffer> {
  if (options.configured) return parseTokenKey(options.configured);
  if (options.isProduction) throw new Error('EBAY_TOKEN_KEY is required in production');
  const file = path.join(options.dataDir, tokenKeyFileName);
  try {
    return parseTokenKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  // Written aside and linked into place: link fails if another process won the race, and then its key counts.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return parseTokenKey(await readFile(file, 'utf8'));
}
