import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailKind, MailLanguage } from './mail-kinds.ts';
import { createMailSpool, isTransientSmtpFailure } from './mail-spool.ts';
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
  /**
   * The address that stops this kind of mail, given to mail programs as List-Unsubscribe with one-click
   * unsubscribe (RFC 8058), so that they can offer it beside the mail.
   */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /**
   * Delivers (or, without SMTP, files) the mail; the id is also the Message-ID's local part. A mail the SMTP
   * server cannot take now is kept and delivered later (`isQueued`); one it refuses for good fails the send.
   */
  send(message: OutgoingMail): Promise<{ id: string; isQueued?: boolean }>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** e.g. `smtp://user:pass@host:587` or `smtps://…:465`; query keys such as `requireTLS=true` apply. Unset: outbox. */
  smtpUrl?: string;
  outboxDir: string;
  /** e.g. `Baylytics <no-reply@baylytics.de>` */
  from: string;
  now?: () => Date;
  /** Where mails wait while the SMTP server is away; default `mail-spool` beside the outbox. */
  spoolDir?: string;
  /** Waits before each further delivery of waiting mails, the last repeated; default 30 s doubling to 30 min. */
  retryDelaysMs?: readonly number[];
}

const defaultRetryDelaysMs = [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000];

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
  // Builds the exact RFC 822 message SMTP would carry: the outbox shows it, the spool keeps it.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...contentGuards,
  });
  async function build(mail: SendMailOptions) {
    const built = await composer.sendMail(mail);
    if (!Buffer.isBuffer(built.message)) throw new Error('The stream transport did not buffer the message');
    const { from, to } = built.envelope as { from: string | false; to: string[] };
    return { raw: built.message, envelope: { from: from || '', to: to.join(', ') } };
  }

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
        ...(message.unsubscribeUrl && {
          'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }),
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
    const spool = createMailSpool(
      options.spoolDir ?? path.join(path.dirname(options.outboxDir), 'mail-spool'),
    );
    const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
    let retry: NodeJS.Timeout | undefined;
    let round = 0;
    // Waiting mails go out one after another, in the order they were sent.
    const redeliver = async () => {
      retry = undefined;
      const waiting = await spool
        .deliver(async ({ envelope, raw }) => {
          await transport.sendMail({ envelope, raw, signal: AbortSignal.timeout(sendTimeoutMs) });
        })
        .catch(() => 1);
      round = waiting > 0 ? round + 1 : 0;
      if (waiting > 0) scheduleRedelivery();
    };
    function scheduleRedelivery() {
      if (retry || isClosed) return;
      const delay = retryDelaysMs[Math.min(round, retryDelaysMs.length - 1)] ?? defaultRetryDelaysMs[0];
      retry = setTimeout(() => void redeliver(), delay);
      retry.unref();
    }
    // Mails kept before a restart.
    void spool.waitingIds().then((ids) => {
      if (ids.length > 0) scheduleRedelivery();
    });
    return {
      async send(message) {
        const { id, mail } = prepare(message);
        try {
          await transport.sendMail({ ...mail, signal: AbortSignal.timeout(sendTimeoutMs) });
          return { id };
        } catch (error) {
          if (!isTransientSmtpFailure(error)) throw error;
          await spool.keep(id, await build(mail));
          scheduleRedelivery();
          return { id, isQueued: true };
        }
      },
      async close() {
        isClosed = true;
        clearTimeout(retry);
        transport.close();
      },
    };
  }

  const outboxDir = options.outboxDir;
  return {
    async send(message) {
      const { id, createdAt, mail } = prepare(message);
      const { raw } = await build(mail);
      const stored: StoredMail = {
        id,
        messageId: String(mail.messageId),
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
      await writeFileAtomic(outboxFile(outboxDir, id, 'eml'), raw);
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
