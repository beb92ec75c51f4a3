import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { mailKinds } from './mail-kinds.ts';

/**
 * The outbox keeps each mail as `<id>.json` (fields and attachments) and `<id>.eml` (the raw
 * message as SMTP would carry it). An id is the send time plus 64 random bits, so ids sort by
 * send time and contain nothing a path could be built from.
 */
const outboxIdPattern = /^\d{8}T\d{9}Z-[0-9a-f]{16}$/;

export function isOutboxId(id: string): boolean {
  return outboxIdPattern.test(id);
}

/** `20260115T103000123Z-<16 hex>` for the given time in milliseconds. */
export function newOutboxId(epochMs: number): string {
  const stamp = new Date(epochMs).toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(8).toString('hex')}`;
}

export function outboxFile(outboxDir: string, id: string, extension: 'json' | 'eml'): string {
  if (!isOutboxId(id)) throw new Error('Not an outbox id');
  return path.join(outboxDir, `${id}.${extension}`);
}

export const storedMailSchema = z.object({
  id: z.string().regex(outboxIdPattern),
  messageId: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.enum(mailKinds),
  language: z.enum(['de', 'en']),
  createdAt: z.iso.datetime(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.base64() }),
  ),
});

export type StoredMail = z.infer<typeof storedMailSchema>;

/**
 * Writes through a temporary file in the same folder, flushed before it is renamed over the
 * target: a reader sees the whole file or none, even after a crash. Temporary names start with
 * a dot and never match an id, so a leftover one is ignored.
 */
export async function writeFileAtomic(file: string, data: string | Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
