import { readdir, readFile } from 'node:fs/promises';
import type { MailKind, MailLanguage } from './mail-kinds.ts';
import { isOutboxId, outboxFile, type StoredMail, storedMailSchema } from './outbox-files.ts';

export interface OutboxSummary {
  id: string;
  to: string;
  subject: string;
  kind: MailKind;
  language: MailLanguage;
  /** ISO 8601 */
  createdAt: string;
}

export interface OutboxMessage extends OutboxSummary {
  from: string;
  text: string;
  html: string;
  attachments: { index: number; filename: string; contentType: string; size: number }[];
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Outbox {
  /** Newest first; `to` matches the recipient address ignoring case. */
  list(filter?: { to?: string; limit?: number }): Promise<OutboxSummary[]>;
  /** Null for an unknown id and for anything that is not an outbox id (so no path can be smuggled in). */
  read(id: string): Promise<OutboxMessage | null>;
  attachment(id: string, index: number): Promise<OutboxAttachment | null>;
  /** The raw RFC 822 message, to download as a `.eml` file. */
  eml(id: string): Promise<Buffer | null>;
}

const defaultLimit = 50;
const maxLimit = 500;

/** Reads the mails the mailer wrote when no SMTP server is configured (the demo mailbox). */
export function createOutbox(outboxDir: string): Outbox {
  async function load(id: string): Promise<StoredMail | null> {
    if (!isOutboxId(id)) return null;
    const json = await readIfExists(outboxFile(outboxDir, id, 'json'));
    if (json === null) return null;
    const parsed = storedMailSchema.safeParse(parseJson(json));
    return parsed.success && parsed.data.id === id ? parsed.data : null;
  }

  return {
    async list({ to, limit = defaultLimit } = {}) {
      const wanted = Math.min(Math.max(Math.trunc(limit), 1), maxLimit);
      const recipient = to?.trim().toLowerCase();
      const ids = (await listIds(outboxDir)).sort().reverse();
      const found: OutboxSummary[] = [];
      // Ids sort by send time, so reading stops as soon as enough mails are found.
      for (const id of ids) {
        if (found.length >= wanted) break;
        const mail = await load(id);
        if (!mail || (recipient && mail.to.toLowerCase() !== recipient)) continue;
        found.push(summary(mail));
      }
      return found;
    },

    async read(id) {
      const mail = await load(id);
      if (!mail) return null;
      return {
        ...summary(mail),
        from: mail.from,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((a, index) => ({
          index,
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.byteLength(a.contentBase64, 'base64'),
        })),
      };
    },

    async attachment(id, index) {
      const stored = (await load(id))?.attachments[index];
      if (!stored) return null;
      return {
        filename: stored.filename,
        contentType: stored.contentType,
        content: Buffer.from(stored.contentBase64, 'base64'),
      };
    },

    async eml(id) {
      return isOutboxId(id) ? readIfExists(outboxFile(outboxDir, id, 'eml')) : null;
    },
  };
}

function summary(mail: StoredMail): OutboxSummary {
  const { id, to, subject, kind, language, createdAt } = mail;
  return { id, to, subject, kind, language, createdAt };
}

async function listIds(outboxDir: string): Promise<string[]> {
  try {
    const names = await readdir(outboxDir);
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .filter(isOutboxId);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function parseJson(json: Buffer): unknown {
  try {
    return JSON.parse(json.toString('utf8'));
  } catch {
    return null;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
