import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries } from '../src/db/schema/common.ts';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { paypalFlow, waitFor } from './support/paypal-flow.ts';
import { useTestApp } from './support/test-app.ts';

const logLines: string[] = [];
const t = useTestApp({
  env: { LOG_LEVEL: 'trace' },
  logStream: { write: (line: string) => void logLines.push(line) },
});
const { planOf, book } = paypalFlow(t);

const tokenOf = (link: unknown) => new URL(String(link)).searchParams.get('token') ?? '';

describe('the server log of a whole run', () => {
  it('holds no password, session token, e-mail link, reset code or eBay token used in it', async () => {
    const secrets: Record<string, string> = {};
    const email = `log-scan-${Date.now()}@example.com`;
    const firstPassword = 'First-Secret-Passw0rd!';
    const secondPassword = 'Second-Secret-Passw0rd!';
    secrets.firstPassword = firstPassword;
    secrets.secondPassword = secondPassword;

    // Register and confirm the address: the link's token signs the user in.
    const registered = await t.post('/api/bayuser', {
      email,
      password: firstPassword,
      firstName: 'Logan',
      lastName: 'Scanner',
      phone: '030 1234567',
      language: 'de',
    });
    expect(registered.status).toBe(200);
    secrets.emailLink = tokenOf(t.lastMail(email, 'verifyEmail').data.link);
    const verified = await t.request<{ token: string }>('PUT', `/api/auth/verify-email/${secrets.emailLink}`);
    expect(verified.status).toBe(200);
    secrets.verifiedSession = verified.body.data.token;

    // Sign in, with a wrong password first.
    expect((await t.post('/api/auth/bayuser', { email, password: 'Wrong-Secret-Passw0rd!' })).status).toBe(
      401,
    );
    secrets.wrongPassword = 'Wrong-Secret-Passw0rd!';
    const signedIn = await t.post<string>('/api/auth/bayuser', { email, password: firstPassword });
    expect(signedIn.status).toBe(200);
    secrets.session = signedIn.body.data;

    // Reset the password with the mailed code, and sign in with the new one.
    expect((await t.post('/api/auth/forgot-password', { email })).status).toBe(200);
    secrets.resetCode = String(t.lastMail(email, 'forgotPasswordOtp').data.otp);
    const reset = await t.request('PUT', '/api/auth/confirm-forgot-password', {
      body: { email, password: secondPassword, otp: secrets.resetCode },
    });
    expect(reset.status).toBe(200);
    const token = (await t.post<string>('/api/auth/bayuser', { email, password: secondPassword })).body.data;
    secrets.secondSession = token;

    // Connect an eBay seller: the grant's tokens pass through the server.
    const seller = t.ebaySandbox.market.sellers()[0]?.username ?? '';
    const connected = await t.connectEbaySeller(token, seller);
    expect(connected.accept.status).toBe(200);
    const [grant] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.username, seller));
    secrets.ebayAccessToken = t.ebay.cipher.open(grant?.accessTokenSealed ?? '', 'access');
    secrets.ebayRefreshToken = t.ebay.cipher.open(grant?.refreshTokenSealed ?? '', 'refresh');

    // Book a plan through PayPal (billing address first).
    const [germany] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.iso, 'DE'));
    const address = await t.request('PUT', '/api/auth/complete-address', {
      token,
      body: {
        company: 'Scan GmbH',
        salutation: 'Mr',
        firstName: 'Logan',
        lastName: 'Scanner',
        street: 'Weg 1',
        city: 'Köln',
        postalCode: '50667',
        countryId: germany?.id ?? 0,
      },
    });
    expect(address.status).toBe(200);
    const plan = await planOf(token, 'Silver', 3, 'OHNE-TEST');
    const subscriptionId = await book(token, plan.id);
    await t.get(`/api/paypal/complete?token=${subscriptionId}`, { token });
    const orders = await waitFor(
      () => t.get<unknown[]>('/api/bayuser/agreements', { token }),
      (answer) => answer.body.data.length > 0,
    );
    expect(orders.body.data).toHaveLength(1);

    const log = logLines.join('');
    // The scan reads a real log: every request above is in it, the confirmation link's path included.
    expect(logLines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/auth/verify-email/');
    expect(log).toContain('/api/auth/confirm-forgot-password');
    // A 6-digit code counts only on its own: the log's millisecond times hold any six digits now and then.
    const appears = (value: string) =>
      /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(log) : log.includes(value);
    const found = Object.entries(secrets).filter(([, value]) => value.length >= 6 && appears(value));
    expect(found.map(([name]) => name)).toEqual([]);
    console.info(
      `log scan: ${Object.keys(secrets).length} secrets, 0 of them in ${logLines.length} log lines`,
    );
    expect(Object.keys(secrets)).toHaveLength(10);
  });
});
