import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir } from './e2e-env.ts';

/** A mail as the server's outbox writes it to `<DATA_DIR>/mail/<id>.json` when no SMTP server is configured. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  createdAt: string;
}

export type MailKind =
  | 'verifyEmail'
  | 'forgotPasswordOtp'
  | 'changeEmailOtpCurrent'
  | 'changeEmailOtpNew'
  | 'emailChangedNotice'
  | 'registrationCompleted'
  | 'invoice';

const outboxDir = path.join(e2eDataDir, 'mail');

async function readMails(): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  // The server writes through a temporary dot-file and renames it: a `.json` name is always complete.
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  const mails = await Promise.all(
    files.map(async (name) => {
      try {
        return JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMail;
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((mail): mail is OutboxMail => mail !== null);
}

/**
 * Waits for the newest mail of one kind to one address, sent at or after `since` (so a second code
 * of the same kind is not mistaken for the first).
 */
export async function waitForMail(
  to: string,
  kind: MailKind,
  { since = new Date(0), timeoutMs = 15_000 }: { since?: Date; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  const recipient = to.toLowerCase();
  for (;;) {
    const found = (await readMails())
      .filter(
        (mail) =>
          mail.to.toLowerCase() === recipient &&
          mail.kind === kind &&
          Date.parse(mail.createdAt) >= since.getTime(),
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    if (found[0]) return found[0];
    if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first web link of the mail's plain text, as path and query, to open on the test server. */
export function linkIn(mail: OutboxMail): string {
  const url = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`No link in the mail '${mail.subject}'`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The 6-digit one-time password, which the plain text shows on a line of its own. */
export function codeIn(mail: OutboxMail): string {
  const code = mail.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail '${mail.subject}'`);
  return code;
}
