import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailService } from './mail-service.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { renderMail } from './templates.ts';
import { decodeHeader, parseMime, partOfType } from './test-mime.ts';

interface Received {
  envelope: SMTPServerEnvelope;
  user: string | undefined;
  raw: Buffer;
}

const from = 'Baylytics <no-reply@baylytics.de>';
const received: Received[] = [];
let server: SMTPServer;
let port: number;
let mailer: Mailer | undefined;

beforeAll(async () => {
  server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid credentials'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@rejected.test')) return callback(new Error('Mailbox unavailable'));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelope: structuredClone(session.envelope),
          user: session.user === undefined ? undefined : String(session.user),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterEach(async () => {
  await mailer?.close();
  mailer = undefined;
  received.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createMailer with an SMTP server', () => {
  it('delivers a German one-time code to the envelope recipient, authenticated from the URL', async () => {
    mailer = createMailer({
      smtpUrl: `smtp://mailer:secret@127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from,
    });
    const rendered = renderMail('forgotPasswordOtp', 'de', {
      firstName: 'Jürgen',
      otp: '483920',
      minutes: 10,
    });

    const { id } = await mailer.send({
      to: 'juergen@example.test',
      kind: 'forgotPasswordOtp',
      language: 'de',
      ...rendered,
    });

    expect(received).toHaveLength(1);
    const [mail] = received as [Received];
    expect(mail.user).toBe('mailer');
    expect(mail.envelope.rcptTo.map((r) => r.address)).toEqual(['juergen@example.test']);
    expect(mail.envelope.mailFrom).toMatchObject({ address: 'no-reply@baylytics.de' });
    const message = parseMime(mail.raw);
    expect(decodeHeader(message.headers.get('subject') ?? '')).toBe(
      'Ihr Code zum Zurücksetzen des Passworts',
    );
    expect(message.headers.get('message-id')).toBe(`<${id}@baylytics.de>`);
    expect(message.headers.get('content-language')).toBe('de');
    expect(message.headers.get('x-baylytics-kind')).toBe('forgotPasswordOtp');
    expect(message.headers.get('list-unsubscribe')).toBeUndefined();
    expect(partOfType(message, 'text/plain')?.body.toString('utf8')).toContain('483920');
    expect(partOfType(message, 'text/html')?.body.toString('utf8')).toContain('Hallo Jürgen,');
  });

  it('offers mail programs the alert digest’s one-click unsubscribe (RFC 8058) with the link the mail shows', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from });
    const link = 'https://app.example.test/api/alerts/unsubscribe?token=7.abc';
    await createMailService(mailer).send('eva@example.test', 'alertDigest', 'en', {
      firstName: 'Eva',
      events: [],
      more: 0,
      screenLink: 'https://app.example.test/app/ranking/alerts',
      unsubscribeLink: link,
    });

    const message = parseMime((received[0] as Received).raw);
    expect(message.headers.get('list-unsubscribe')).toBe(`<${link}>`);
    expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(partOfType(message, 'text/plain')?.body.toString('utf8')).toContain(link);
  });

  it('delivers an invoice with its PDF attached as application/pdf', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from });
    const pdf = Buffer.from('%PDF-1.7\n% an invoice\n%%EOF\n');
    const rendered = renderMail('invoice', 'en', { firstName: 'Ann', invoiceNumber: 'R-2026-0042' });

    await mailer.send({
      to: 'ann@example.test',
      kind: 'invoice',
      language: 'en',
      ...rendered,
      attachments: [{ filename: 'R-2026-0042.pdf', content: pdf, contentType: 'application/pdf' }],
    });

    const message = parseMime((received[0] as Received).raw);
    expect(decodeHeader(message.headers.get('subject') ?? '')).toBe('Your invoice R-2026-0042');
    const attachment = partOfType(message, 'application/pdf');
    expect(attachment?.headers.get('content-disposition')).toMatch(
      /attachment; filename="?R-2026-0042\.pdf"?/,
    );
    expect(attachment?.body.equals(pdf)).toBe(true);
  });

  it('sends several mails over the pool and keeps each recipient apart', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from });
    const rendered = renderMail('registrationCompleted', 'en', {
      firstName: 'Bo',
      loginLink: 'https://app.example.test/login',
    });
    const recipients = ['a@example.test', 'b@example.test', 'c@example.test'];

    const ids = await Promise.all(
      recipients.map((to) =>
        mailer?.send({ to, kind: 'registrationCompleted', language: 'en', ...rendered }),
      ),
    );

    expect(new Set(ids.map((r) => r?.id)).size).toBe(3);
    expect(received.map((r) => r.envelope.rcptTo.map((a) => a.address)).sort()).toEqual(
      recipients.map((r) => [r]),
    );
  });

  it('rejects when the server refuses the recipient', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from });
    const rendered = renderMail('emailChangedNotice', 'en', { firstName: 'Cy', newEmail: 'cy@example.test' });

    await expect(
      mailer.send({ to: 'cy@rejected.test', kind: 'emailChangedNotice', language: 'en', ...rendered }),
    ).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it('refuses to send once closed', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from });
    await mailer.close();
    const rendered = renderMail('emailChangedNotice', 'en', { firstName: 'Cy', newEmail: 'cy@example.test' });

    await expect(
      mailer.send({ to: 'cy@example.test', kind: 'emailChangedNotice', language: 'en', ...rendered }),
    ).rejects.toThrow(/closed/);
  });
});
