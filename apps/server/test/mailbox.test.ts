import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/integrations/mail/mailer.ts';
import { type RequestOptions, useTestApp } from './support/test-app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'baylytics-mailbox-'));
const t = useTestApp({ env: { DATA_DIR: dataDir, DEMO_MODE: 'true' } });
const mailer = createMailer({
  outboxDir: path.join(dataDir, 'mail'),
  from: 'Baylytics <no-reply@baylytics.de>',
});

const send = (to: string, subject: string) =>
  mailer.send({
    to,
    subject,
    text: `Hallo ${to}`,
    html: `<p>Hallo ${to}</p>`,
    kind: 'verifyEmail',
    language: 'de',
  });

describe('demo mailbox', () => {
  it('lists the mails of the named address only, newest first, and opens one', async () => {
    await send('anna@test.baylytics.de', 'Erste');
    await send('bert@test.baylytics.de', 'Fremde');
    await send('anna@test.baylytics.de', 'Zweite');
    const list = await t.get<{ id: string; subject: string; to: string }[]>(
      '/api/demo/mailbox?to=anna@test.baylytics.de',
    );
    expect(list.body.data.map((m) => m.subject)).toEqual(['Zweite', 'Erste']);
    const first = list.body.data[0];
    const mail = await t.get<{ html: string; text: string }>(`/api/demo/mailbox/${first?.id}`);
    expect(mail.body.data.text).toContain('anna@test.baylytics.de');
  });

  it('needs an address and refuses made-up ids', async () => {
    expect((await t.get('/api/demo/mailbox')).status).toBe(400);
    expect((await t.get('/api/demo/mailbox/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('answers only callers on this machine, not the network nor callers a local proxy passes on', async () => {
    await send('carla@test.baylytics.de', 'Code');
    const url = '/api/demo/mailbox?to=carla@test.baylytics.de';
    const local = await t.get<{ id: string }[]>(url);
    expect(local.body.data).toHaveLength(1);
    const id = local.body.data[0]?.id;
    const callers: RequestOptions[] = [
      { ip: '192.0.2.44' },
      { headers: { 'x-forwarded-for': '198.51.100.9' } },
      { headers: { forwarded: 'for=198.51.100.9' } },
    ];
    for (const options of callers) {
      expect((await t.get(url, options)).body).toEqual({ statusCode: 404, data: null, message: 'notFound' });
      expect((await t.get(`/api/demo/mailbox/${id}`, options)).status).toBe(404);
    }
  });
});

describe('demo mailbox outside demo mode', () => {
  const off = useTestApp({ env: { DATA_DIR: dataDir, DEMO_MODE: 'false' } });
  it('does not exist', async () => {
    expect((await off.get('/api/demo/mailbox?to=anna@test.baylytics.de')).status).toBe(404);
  });
});
