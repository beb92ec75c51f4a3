import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { loggerOptions, redactUrl, withoutQueryParameters } from './log-redaction.ts';

/** An app with the product's logger settings, writing its log lines into `lines`. */
function loggedApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  installErrorHandler(app);
  return { app, log: () => lines.join('') };
}

const verificationToken = 'Zq3kP9vX2mN8rT5wY1bC4dF7gH0jK6lM_abcdefghij';
const street = 'Geheimweg 17';
const telephone = '+49 30 98765432';

describe('the log', () => {
  it('never holds the e-mail verification token, a login token or a password', async () => {
    const { app, log } = loggedApp();
    app.put('/api/auth/verify-email/:token', async () => ({ statusCode: 200, data: null }));
    app.get('/api/paypal/complete', async () => ({ statusCode: 200, data: null }));
    app.post('/api/auth/verify-login-token', async (request) => {
      request.log.info({ body: request.body }, 'body');
      return { statusCode: 200, data: null };
    });
    await app.inject({ method: 'PUT', url: `/api/auth/verify-email/${verificationToken}?x=1` });
    await app.inject({ url: `/api/paypal/complete?token=${verificationToken}&ba_token=BA-1` });
    await app.inject({
      method: 'POST',
      url: '/api/auth/verify-login-token',
      payload: { loginToken: verificationToken, password: 'Geheim-2026!' },
    });
    expect(log()).toContain('/api/auth/verify-email/[redacted]?x=1');
    expect(log()).toContain('token=[redacted]&ba_token=BA-1');
    expect(log()).not.toContain(verificationToken);
    expect(log()).not.toContain('Geheim-2026!');
    await app.close();
  });

  it('records a failed query without the values it carried', async () => {
    const { app, log } = loggedApp();
    app.get('/api/fail', async () => {
      const cause = Object.assign(new Error('value too long for type character varying(40)'), {
        code: '22001',
        detail: `Failing row contains (${street}, ${telephone}).`,
      });
      throw new DrizzleQueryError(
        'insert into "user_addresses" ("street", "telephone") values ($1, $2)',
        [street, telephone],
        cause,
      );
    });
    const answer = await app.inject({ url: '/api/fail' });
    expect(answer.json()).toEqual({ statusCode: 500, data: null, message: 'serverError' });
    expect(log()).toContain('insert into \\"user_addresses\\"');
    expect(log()).toContain('22001');
    expect(log()).not.toContain(street);
    expect(log()).not.toContain(telephone);
    await app.close();
  });
});

describe('redactUrl', () => {
  it('keeps what is no secret', () => {
    expect(redactUrl('/api/ranking?search=schuhe&pageIndex=2')).toBe(
      '/api/ranking?search=schuhe&pageIndex=2',
    );
  });

  it('replaces secret query values whatever the letter case', () => {
    expect(redactUrl('/app/ebay-accept?Code=v%5E1.1&state=abc&expires_in=299')).toBe(
      '/app/ebay-accept?Code=[redacted]&state=[redacted]&expires_in=299',
    );
  });
});

describe('withoutQueryParameters', () => {
  it('cuts the values off a failed query up to the stack', () => {
    expect(withoutQueryParameters('Failed query: select $1\nparams: a,b\nc\n    at f (x.ts:1)')).toBe(
      'Failed query: select $1\nparams: [redacted]\n    at f (x.ts:1)',
    );
  });
});
