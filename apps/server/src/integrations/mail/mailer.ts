import { mkdir } from 'node:fs/promises';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailKind, MailLanguage } from './mail-kinds.ts';
import { newOutboxId, outboxFile, type StoredMail, writeFileAtomic } from './outbox-files.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One mail to one recipient; subject, text and html usually come from `renderMail`. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  kind: MailKind;
  language: MailLanguage;
}

export interface Mailer {
  /** Delivers (or, without SMTP, files) the mail; the id is also the Message-ID's local part. */
  send(message: OutgoingMail): Promise<{ id: string }>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** e.g. `smtp://user:pass@host:587` or `smtps://…:465`; query keys such as `requireTLS=true` apply. Unset: outbox. */
  smtpUrl?: string;
  outboxDir: string;
  /** e.g. `Baylytics <no-reply@baylytics.de>` */
  from: string;
  now?: () => Date;
}

/** A send that has not finished by then fails, even against a server that trickles its replies. */
const sendTimeoutMs = 60_000;

/** Attachments are buffers from our own code; nothing may make nodemailer read a file or fetch a URL. */
const contentGuards = { disableFileAccess: true, disableUrlAccess: true, logger: false } as const;

/**
 * Sends mail through SMTP when `smtpUrl` is set, otherwise writes it to the outbox folder that the
 * demo mailbox reads. Nothing here logs a message, so bodies and one-time codes never reach a log.
 */
export function createMailer(options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  const domain = senderDomain(options.from);
  let lastIdMs = 0;
  let isClosed = false;

  function prepare(message: OutgoingMail) {
    if (isClosed) throw new Error('The mailer is closed');
    const createdAt = now();
    // Ids sort in send order, also for several mails within one millisecond.
    lastIdMs = Math.max(createdAt.getTime(), lastIdMs + 1);
    const id = newOutboxId(lastIdMs);
    const mail: SendMailOptions = {
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      date: createdAt,
      messageId: `<${id}@${domain}>`,
      headers: {
        'Auto-Submitted': 'auto-generated',
        'Content-Language': message.language,
        'X-Baylytics-Kind': message.kind,
      },
      attachments: (message.attachments ?? []).map(({ filename, content, contentType }) => ({
        filename,
        content,
        contentType,
      })),
    };
    return { id, createdAt, mail };
  }

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
      ...contentGuards,
    });
    return {
      async send(message) {
        const { id, mail } = prepare(message);
        await transport.sendMail({ ...mail, signal: AbortSignal.timeout(sendTimeoutMs) });
        return { id };
      },
      async close() {
        isClosed = true;
        transport.close();
      },
    };
  }

  // Builds the exact RFC 822 message SMTP would carry, so the outbox shows what a user would get.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...contentGuards,
  });
  const outboxDir = options.outboxDir;
  return {
    async send(message) {
      const { id, createdAt, mail } = prepare(message);
      const built = await composer.sendMail(mail);
      if (!Buffer.isBuffer(built.message)) throw new Error('The stream transport did not buffer the message');
      const stored: StoredMail = {
        id,
        messageId: built.messageId,
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        language: message.language,
        createdAt: createdAt.toISOString(),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          contentBase64: a.content.toString('base64'),
        })),
      };
      // Only the server may read it: the outbox holds one-time codes.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      // The .eml first: a mail is listed once its .json exists, and then its .eml is there too.
      await writeFileAtomic(outboxFile(outboxDir, id, 'eml'), built.message);
      await writeFileAtomic(outboxFile(outboxDir, id, 'json'), `${JSON.stringify(stored, null, 2)}\n`);
      return { id };
    },
    async close() {
      isClosed = true;
    },
  };
}

/** The domain of the sender address, for Message-IDs: `Baylytics <no-reply@baylytics.de>` → `baylytics.de`. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'baylytics.invalid';
}
