import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const hardening = {
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

async function headersOf(url: string, headers: Record<string, string> = {}, app = t.app) {
  const response = await app.inject({ url, headers });
  return { status: response.statusCode, headers: response.headers };
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/heartbeat', 200],
    ['an API 404', '/api/no-such-call', 404],
    ['a 404 outside the API', '/no-such-file.js', 404],
    ['a refused call', '/api/auth/me', 401],
    ['the API documentation', '/api/docs/json', 200],
    ['a malformed URL', '/api/%zz', 400],
  ])('are on %s', async (_name, url, status) => {
    const answer = await headersOf(url);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject(hardening);
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('leave out HSTS over plain HTTP', async () => {
    expect((await headersOf('/api/heartbeat')).headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy, a client's own X-Forwarded-Proto does not count.
    const claimed = await headersOf('/api/heartbeat', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('mark answers to a signed-in caller as not to be stored', async () => {
    const { token } = await t.signedInUser();
    const me = await headersOf('/api/auth/me', { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await headersOf('/api/bayuser/agreements', { authorization: `Bearer ${token}` });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers behind the production proxy', () => {
  const production = useTestApp({ env: { NODE_ENV: 'production' } });

  it('send HSTS when the proxy says the request came over HTTPS, and only then', async () => {
    const secure = await headersOf('/api/heartbeat', { 'x-forwarded-proto': 'https' }, production.app);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await headersOf('/api/heartbeat', { 'x-forwarded-proto': 'http' }, production.app);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
