import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer, type OutgoingMail } from './mailer.ts';
import { createOutbox } from './outbox.ts';
import { renderMail } from './templates.ts';
import { decodeHeader, parseMime, partOfType } from './test-mime.ts';

const from = 'Baylytics <no-reply@baylytics.de>';
let dir: string;
let outboxDir: string;
let mailer: Mailer;
let clock: Date;

function otpMail(to: string, otp: string): OutgoingMail {
  const rendered = renderMail('changeEmailOtpNew', 'de', { firstName: 'Björn', otp, minutes: 10 });
  return { to, kind: 'changeEmailOtpNew', language: 'de', ...rendered };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'baylytics-outbox-'));
  outboxDir = path.join(dir, 'mail');
  clock = new Date('2026-03-01T08:00:00.000Z');
  mailer = createMailer({ outboxDir, from, now: () => clock });
});

afterEach(async () => {
  await mailer.close();
  await rm(dir, { recursive: true, force: true });
});

describe('createMailer without SMTP, with createOutbox', () => {
  it('lists sent mails newest first, filtered by recipient and limited', async () => {
    const first = await mailer.send(otpMail('a@example.test', '111111'));
    clock = new Date('2026-03-01T08:05:00.000Z');
    const second = await mailer.send(otpMail('B@Example.test', '222222'));
    // Same millisecond as the one before: still listed after it.
    const third = await mailer.send(otpMail('a@example.test', '333333'));
    const outbox = createOutbox(outboxDir);

    const all = await outbox.list();
    expect(all.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(all[2]).toEqual({
      id: first.id,
      to: 'a@example.test',
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      kind: 'changeEmailOtpNew',
      language: 'de',
      createdAt: '2026-03-01T08:00:00.000Z',
    });
    expect((await outbox.list({ to: 'a@example.test' })).map((m) => m.id)).toEqual([third.id, first.id]);
    expect((await outbox.list({ to: 'b@example.test' })).map((m) => m.id)).toEqual([second.id]);
    expect((await outbox.list({ limit: 1 })).map((m) => m.id)).toEqual([third.id]);
  });

  it('reads a mail whole, with the raw .eml beside it, and nothing half written left over', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const rendered = renderMail('invoice', 'de', { firstName: 'Jörg', invoiceNumber: 'R-7' });
    const { id } = await mailer.send({
      to: 'joerg@example.test',
      kind: 'invoice',
      language: 'de',
      ...rendered,
      attachments: [{ filename: 'R-7.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const outbox = createOutbox(outboxDir);

    const mail = await outbox.read(id);
    expect(mail).toMatchObject({
      id,
      from,
      to: 'joerg@example.test',
      subject: 'Ihre Rechnung R-7',
      text: rendered.text,
      html: rendered.html,
      kind: 'invoice',
      language: 'de',
      attachments: [{ index: 0, filename: 'R-7.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    expect((await outbox.attachment(id, 0))?.content.equals(pdf)).toBe(true);
    expect(await outbox.attachment(id, 1)).toBeNull();

    const eml = await outbox.eml(id);
    expect(eml).not.toBeNull();
    const message = parseMime(eml ?? '');
    expect(message.headers.get('message-id')).toBe(`<${id}@baylytics.de>`);
    expect(decodeHeader(message.headers.get('subject') ?? '')).toBe('Ihre Rechnung R-7');
    expect(partOfType(message, 'application/pdf')?.body.equals(pdf)).toBe(true);
    expect((await readdir(outboxDir)).sort()).toEqual([`${id}.eml`, `${id}.json`]);
  });

  it('keeps the outbox readable by the server only, since it holds one-time codes', async () => {
    const { id } = await mailer.send(otpMail('a@example.test', '123456'));

    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(outboxDir, `${id}.json`))).mode & 0o777).toBe(0o600);
  });

  it('refuses ids that are not outbox ids, so no path leaves the folder', async () => {
    await writeFile(path.join(dir, 'secret.json'), '{}');
    const outbox = createOutbox(outboxDir);

    for (const id of ['../../etc/passwd', '../secret', '..', '', '20260301T080000000Z-0123456789abcdef/..']) {
      expect(await outbox.read(id)).toBeNull();
      expect(await outbox.attachment(id, 0)).toBeNull();
      expect(await outbox.eml(id)).toBeNull();
    }
    expect(await outbox.read('20260301T080000000Z-0123456789abcdef')).toBeNull();
  });

  it('lists nothing before the first mail and skips what a crash left behind', async () => {
    const outbox = createOutbox(outboxDir);
    expect(await outbox.list()).toEqual([]);

    const { id } = await mailer.send(otpMail('a@example.test', '123456'));
    await writeFile(path.join(outboxDir, `.${id}.json.abc.tmp`), '{"id":');
    await writeFile(path.join(outboxDir, '20260301T090000000Z-0123456789abcdef.json'), '{"id":');

    expect((await outbox.list()).map((m) => m.id)).toEqual([id]);
  });
});
