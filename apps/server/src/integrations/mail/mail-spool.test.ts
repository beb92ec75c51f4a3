import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailSpool, type SpooledMail } from './mail-spool.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { renderMail } from './templates.ts';
import { parseMime } from './test-mime.ts';

// The SMTP server refusing for now or unreachable: the mail is kept on disk and delivered once it takes mail
// again, exactly once; a mail it refuses for good still fails the send.

const from = 'Baylytics <no-reply@baylytics.de>';
const opened: { mailers: Mailer[]; servers: SMTPServer[]; dirs: string[] } = {
  mailers: [],
  servers: [],
  dirs: [],
};

/** A real SMTP peer that answers 421 (try later) at connect while `isRefusing`, and keeps what it receives. */
async function smtpPeer(port = 0) {
  const received: Buffer[] = [];
  const peer = { isRefusing: false, received, port: 0 };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    onConnect(_session, callback) {
      if (!peer.isRefusing) return callback();
      return callback(Object.assign(new Error('Try again later'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@rejected.test')) return callback(new Error('Mailbox unavailable'));
      return callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  peer.port = (server.server.address() as AddressInfo).port;
  opened.servers.push(server);
  return { peer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function mailerFor(port: number, spoolDir: string) {
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: '/nonexistent',
    spoolDir,
    from,
    retryDelaysMs: [100, 200],
  });
  opened.mailers.push(mailer);
  return mailer;
}

async function spoolDirectory() {
  const dir = await mkdtemp(path.join(tmpdir(), 'mail-spool-'));
  opened.dirs.push(dir);
  return dir;
}

const otpMail = (to: string) => ({
  to,
  kind: 'forgotPasswordOtp' as const,
  language: 'de' as const,
  ...renderMail('forgotPasswordOtp', 'de', { firstName: 'Jürgen', otp: '483920', minutes: 10 }),
});

async function until(isDone: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await isDone())) {
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const waiting = async (dir: string) =>
  (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.json'));

afterEach(async () => {
  await Promise.all(opened.mailers.splice(0).map((mailer) => mailer.close()));
  await Promise.all(
    opened.servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  await Promise.all(opened.dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('mail while the SMTP server refuses or is away', () => {
  it('keeps a mail the server refuses for now and delivers it once, with its Message-ID, when it takes mail again', async () => {
    const { peer } = await smtpPeer();
    const dir = await spoolDirectory();
    peer.isRefusing = true;
    const mailer = await mailerFor(peer.port, dir);

    const sent = await mailer.send(otpMail('juergen@example.test'));
    expect(sent.isQueued).toBe(true);
    expect(await waiting(dir)).toEqual([`${sent.id}.json`]);
    expect(peer.received).toHaveLength(0);

    peer.isRefusing = false;
    await until(async () => (await waiting(dir)).length === 0);
    expect(peer.received).toHaveLength(1);
    const message = parseMime(peer.received[0] ?? Buffer.alloc(0));
    expect(message.headers.get('message-id')).toBe(`<${sent.id}@baylytics.de>`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(peer.received).toHaveLength(1);
  });

  it('keeps a mail while the server is unreachable, and a mailer started later delivers it', async () => {
    const first = await smtpPeer();
    const port = first.peer.port;
    await first.close();
    const dir = await spoolDirectory();
    const before = await mailerFor(port, dir);
    const sent = await before.send(otpMail('juergen@example.test'));
    expect(sent.isQueued).toBe(true);
    await before.close();
    expect(await waiting(dir)).toEqual([`${sent.id}.json`]);

    const { peer } = await smtpPeer();
    await mailerFor(peer.port, dir);
    await until(() => peer.received.length === 1);
    await until(async () => (await waiting(dir)).length === 0);
    expect(peer.received).toHaveLength(1);
  });

  it('fails a mail the server refuses for good and keeps nothing', async () => {
    const { peer } = await smtpPeer();
    const dir = await spoolDirectory();
    const mailer = await mailerFor(peer.port, dir);
    await expect(mailer.send(otpMail('nobody@rejected.test'))).rejects.toThrow();
    expect(await waiting(dir)).toEqual([]);
  });
});

describe('one spool folder, several delivering processes', () => {
  it('delivers each waiting mail once when two processes deliver from the same folder at once', async () => {
    const { peer } = await smtpPeer();
    const dir = await spoolDirectory();
    peer.isRefusing = true;
    const first = await mailerFor(peer.port, dir);
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => first.send(otpMail(`kunde${i}@example.test`))),
    );
    await first.close();
    expect(sent.every((mail) => mail.isQueued)).toBe(true);
    // A try of the closed mailer still under way hands its claims back.
    await until(async () => (await createMailSpool(dir).waitingIds()).length === 12);

    // Two spools on the same folder, as two API processes have, race over the same twelve files.
    peer.isRefusing = false;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: peer.port, ignoreTLS: true });
    const send = async ({ envelope, raw }: SpooledMail) => {
      await transport.sendMail({ envelope, raw });
    };
    const left = await Promise.all([createMailSpool(dir).deliver(send), createMailSpool(dir).deliver(send)]);
    transport.close();
    expect(left).toEqual([0, 0]);
    expect(await waiting(dir)).toEqual([]);
    expect(peer.received).toHaveLength(12);
    const ids = peer.received.map((raw) => parseMime(raw).headers.get('message-id'));
    expect(new Set(ids)).toEqual(new Set(sent.map((mail) => `<${mail.id}@baylytics.de>`)));
  });

  it('a mail claimed by a process that died before sending it is delivered once by the next', async () => {
    const { peer } = await smtpPeer();
    const dir = await spoolDirectory();
    peer.isRefusing = true;
    const mailer = await mailerFor(peer.port, dir);
    const sent = await mailer.send(otpMail('juergen@example.test'));
    await mailer.close();
    // Claimed by a process id no process of this machine has (above Linux's highest).
    const gone = 2 ** 22 + 1;
    await rename(path.join(dir, `${sent.id}.json`), path.join(dir, `${sent.id}.sending-${gone}.json`));

    peer.isRefusing = false;
    await mailerFor(peer.port, dir);
    await until(() => peer.received.length === 1);
    await until(async () => (await waiting(dir)).length === 0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(peer.received).toHaveLength(1);
  });
});
