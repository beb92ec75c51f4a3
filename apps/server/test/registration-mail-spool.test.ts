// A registration through the running server while its SMTP server is unreachable or refuses for now: the
// verification mail waits in DATA_DIR/mail-spool, arrives exactly once when the server takes mail again, and
// its link confirms the address.
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailService } from '../src/integrations/mail/mail-service.ts';
import { createMailer, type Mailer } from '../src/integrations/mail/mailer.ts';
import { parseMime, partOfType } from '../src/integrations/mail/test-mime.ts';
import { freePort } from './support/start-test-server.ts';
import { useTestApp } from './support/test-app.ts';

const dataDir = path.join(tmpdir(), `registration-spool-${randomBytes(6).toString('hex')}`);
const spoolDir = path.join(dataDir, 'mail-spool');
/** Waiting mails are offered again this often while the SMTP server is away. */
const retryMs = 150;

let smtpPort = 0;
let smtp: SMTPServer | undefined;
let isAccepting = false;
let refusals = 0;
const received: { to: string[]; raw: Buffer }[] = [];
let mailer: Mailer | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
});

const t = useTestApp({
  mail: () => {
    void mailer?.close();
    // As the server builds it from SMTP_URL and DATA_DIR (the spool beside the outbox), retrying sooner.
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      outboxDir: path.join(dataDir, 'mail'),
      from: 'Baylytics <no-reply@baylytics.de>',
      retryDelaysMs: [retryMs],
    });
    return createMailService(mailer);
  },
});

/** An SMTP server on the port the app sends to: it refuses recipients for now (451) until `isAccepting`. */
async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (isAccepting) return callback();
      refusals += 1;
      return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  const server = smtp;
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
}

afterAll(async () => {
  await mailer?.close();
  const server = smtp;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const waiting = async () =>
  (await readdir(spoolDir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
const mailsTo = (email: string) => received.filter((mail) => mail.to.includes(email));

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const started = Date.now(); !(await condition()); await sleep(25))
    if (Date.now() - started > 15_000) throw new Error(`waited 15 s for ${what}`);
}

async function register(): Promise<string> {
  const email = `spooled-${randomBytes(4).toString('hex')}@test.baylytics.de`;
  const answer = await t.post('/api/bayuser', {
    firstName: 'Sina',
    lastName: 'Spool',
    phone: '+49 30 555',
    email,
    password: 'Sicher-Passw0rt',
    language: 'de',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return email;
}

/** The one verification mail arrived, nothing more comes and nothing waits; its link confirms the address. */
async function arrivesOnceAndVerifies(email: string): Promise<void> {
  await until(() => mailsTo(email).length > 0, 'the verification mail');
  await sleep(4 * retryMs);
  expect(mailsTo(email)).toHaveLength(1);
  expect(await waiting()).toEqual([]);

  const text = partOfType(parseMime(mailsTo(email)[0]?.raw ?? ''), 'text/plain')?.body.toString('utf8') ?? '';
  const token = /verify-email\?token=([\w-]{43})/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  const verified = await t.request<{ token: string }>('PUT', `/api/auth/verify-email/${token}`);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const me = await t.get<{ status: string }>('/api/auth/me', { token: verified.body.data.token });
  expect(me.body.data.status).toBe('email_verified');
}

describe('the verification mail of a registration while the SMTP server is away', () => {
  it('waits in the spool while the SMTP server is unreachable and arrives once when it is back', async () => {
    const email = await register();
    expect(await waiting()).toHaveLength(1);
    await sleep(3 * retryMs);
    expect(await waiting()).toHaveLength(1);

    isAccepting = true;
    await startSmtp();
    await arrivesOnceAndVerifies(email);
  });

  it('waits while the SMTP server refuses it for now, and arrives once when it takes mail again', async () => {
    isAccepting = false;
    const refusedBefore = refusals;
    const email = await register();
    await until(() => refusals >= refusedBefore + 3, 'three refusals');
    expect(mailsTo(email)).toHaveLength(0);
    expect(await waiting()).toHaveLength(1);

    isAccepting = true;
    await arrivesOnceAndVerifies(email);
  });
});
