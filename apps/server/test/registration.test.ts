import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries } from '../src/db/schema/common.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
let sequence = 0;

function newRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    firstName: 'Rita',
    lastName: 'Registriert',
    phone: '+49 30 555',
    email: `rita${sequence}-${Date.now()}@test.baylytics.de`,
    password: 'Sicher-Passw0rt',
    ...overrides,
  };
}

const tokenOf = (link: unknown) => new URL(String(link)).searchParams.get('token') ?? '';

async function countryId(iso: string) {
  const [country] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.iso, iso));
  if (!country) throw new Error(`no country ${iso}`);
  return country.id;
}

const address = async (iso = 'DE', extra: Record<string, unknown> = {}) => ({
  company: 'Rita GmbH',
  salutation: 'Mrs',
  firstName: 'Rita',
  lastName: 'Registriert',
  street: 'Hauptstraße 1',
  city: 'Berlin',
  postalCode: '10115',
  countryId: await countryId(iso),
  taxId: 'DE123456789',
  ...extra,
});

describe('registration', () => {
  it('creates an unconfirmed account and mails a verification link in the chosen language', async () => {
    const body = newRegistration({ language: 'en', plan: 'Silver' });
    const answer = await t.post('/api/bayuser', body);
    expect(answer.status).toBe(200);
    const mail = t.lastMail(body.email, 'verifyEmail');
    expect(mail.language).toBe('en');
    expect(String(mail.data.link)).toMatch(/\/verify-email\?token=[\w-]{43}$/);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.status).toBe('false');
    expect(user?.passwordHash).not.toContain(body.password);
    const signIn = await t.post('/api/auth/bayuser', { email: body.email, password: body.password });
    expect(signIn.body.message).toBe('accountNotActivated');
  });

  it('refuses an e-mail that is already registered, whatever its case, and creates nothing', async () => {
    const body = newRegistration();
    await t.post('/api/bayuser', body);
    const again = await t.post('/api/bayuser', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('emailAlreadyRegistered');
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.firstName, 'Rita'));
    expect(row?.n).toBeGreaterThan(0);
    expect(t.mails.filter((m) => m.to.toLowerCase() === body.email.toLowerCase())).toHaveLength(1);
  });

  it('answers emailAlreadyRegistered to the second of two registrations sent at once, creating one account', async () => {
    const body = newRegistration();
    const answers = await Promise.all([
      t.post('/api/bayuser', body),
      t.post('/api/bayuser', { ...body, email: body.email.toUpperCase() }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe('emailAlreadyRegistered');
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    expect(row?.n).toBe(1);
    expect(t.mails.filter((m) => m.to.toLowerCase() === body.email.toLowerCase())).toHaveLength(1);
  });

  it('rejects a short password and a missing name with the fields at fault', async () => {
    const answer = await t.post('/api/bayuser', newRegistration({ password: 'short', firstName: '' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((e) => e.field).sort()).toEqual(['firstName', 'password']);
  });
});

describe('e-mail verification', () => {
  it('confirms the address once, signs the user in and answers the remembered plan', async () => {
    const body = newRegistration({ plan: 'Gold' });
    await t.post('/api/bayuser', body);
    const token = tokenOf(t.lastMail(body.email, 'verifyEmail').data.link);

    const verified = await t.request<{ token: string; plan: string | null }>(
      'PUT',
      `/api/auth/verify-email/${token}`,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data.plan).toBe('Gold');
    expect(verified.body.data).toMatchObject({ isRegistrationComplete: false });
    const me = await t.get<{ status: string }>('/api/auth/me', { token: verified.body.data.token });
    expect(me.body.data.status).toBe('email_verified');

    const reused = await t.request('PUT', `/api/auth/verify-email/${token}`);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('invalidVerificationLink');
  });

  it('refuses an expired link (after 48 hours)', async () => {
    const body = newRegistration();
    await t.post('/api/bayuser', body);
    const token = tokenOf(t.lastMail(body.email, 'verifyEmail').data.link);
    t.clock.advance(2 * dayMs + 60_000);
    const answer = await t.request('PUT', `/api/auth/verify-email/${token}`);
    expect(answer.body.message).toBe('invalidVerificationLink');
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.status).toBe('false');
  });
});

describe('register package (account and address in one form)', () => {
  const packageBody = async (overrides: Record<string, unknown> = {}) => {
    const { phone: _phone, ...account } = newRegistration();
    return { ...account, ...(await address()), telephone: '+49 30 555', plan: 'Silver', ...overrides };
  };

  it('keeps the user signed out until the link, which then completes the registration for the purchase', async () => {
    const body = await packageBody({ language: 'en' });
    const answer = await t.post('/api/bayuser/package', body);
    expect(answer.status).toBe(200);
    const signIn = await t.post('/api/auth/bayuser', { email: body.email, password: body.password });
    expect(signIn.body.message).toBe('accountNotActivated');

    const mail = t.lastMail(body.email, 'verifyEmail');
    expect(mail.language).toBe('en');
    const verified = await t.request<{ token: string; plan: string | null; isRegistrationComplete: boolean }>(
      'PUT',
      `/api/auth/verify-email/${tokenOf(mail.data.link)}`,
    );
    expect(verified.body.data).toMatchObject({ plan: 'Silver', isRegistrationComplete: true });
    const token = verified.body.data.token;
    const me = await t.get<{ status: string }>('/api/auth/me', { token });
    expect(me.body.data.status).toBe('true');
    const stored = await t.get<{ company: string; street: string; taxId: string }>('/api/bayuser/address', {
      token,
    });
    expect(stored.body.data).toMatchObject({
      company: 'Rita GmbH',
      street: 'Hauptstraße 1',
      taxId: 'DE123456789',
    });
    const plans = await t.get<unknown[]>('/api/order/available-plans?parentPlanName=Silver', { token });
    expect(plans.status).toBe(200);
    expect(plans.body.data.length).toBeGreaterThan(0);
  });

  it('refuses an unknown country, a registered e-mail and the affiliate plan, creating nothing', async () => {
    const taken = await packageBody();
    await t.post('/api/bayuser/package', taken);
    const again = await t.post('/api/bayuser/package', { ...taken, email: taken.email.toUpperCase() });
    expect(again.body.message).toBe('emailAlreadyRegistered');

    const badCountry = await packageBody({ countryId: 999_999 });
    expect((await t.post('/api/bayuser/package', badCountry)).status).toBe(400);
    const affiliate = await packageBody({ plan: 'Affiliate' });
    const refused = await t.post('/api/bayuser/package', affiliate);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['plan']);
    for (const email of [badCountry.email, affiliate.email]) {
      const rows = await t.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    }
  });
});

describe('billing address', () => {
  async function verifiedSession() {
    const body = newRegistration();
    await t.post('/api/bayuser', body);
    const token = tokenOf(t.lastMail(body.email, 'verifyEmail').data.link);
    const verified = await t.request<{ token: string }>('PUT', `/api/auth/verify-email/${token}`);
    return { ...body, session: verified.body.data.token };
  }

  it('completes the registration and keeps the VAT id for an EU country', async () => {
    const { session, email } = await verifiedSession();
    const saved = await t.request('PUT', '/api/auth/complete-address', {
      token: session,
      body: await address('AT', { postalCode: '1010' }),
    });
    expect(saved.status).toBe(200);
    const me = await t.get<{ status: string }>('/api/auth/me', { token: session });
    expect(me.body.data.status).toBe('true');
    const stored = await t.get<Record<string, unknown>>('/api/bayuser/address', { token: session });
    expect(stored.body.data).toMatchObject({
      email,
      countryCode: 'AT',
      taxId: 'DE123456789',
      postalCode: '1010',
    });
  });

  it('drops the VAT id outside the EU', async () => {
    const { session } = await verifiedSession();
    await t.request('PUT', '/api/auth/complete-address', {
      token: session,
      body: await address('CH', { postalCode: '8001' }),
    });
    const stored = await t.get<Record<string, unknown>>('/api/bayuser/address', { token: session });
    expect(stored.body.data).toMatchObject({ countryCode: 'CH', taxId: '' });
  });

  it('refuses a postal code over 8 characters and an unknown country, saving nothing', async () => {
    const { session } = await verifiedSession();
    const long = await t.request('PUT', '/api/auth/complete-address', {
      token: session,
      body: await address('DE', { postalCode: '123456789' }),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]?.field).toBe('postalCode');
    const unknown = await t.request('PUT', '/api/auth/complete-address', {
      token: session,
      body: await address('DE', { countryId: 999_999 }),
    });
    expect(unknown.status).toBe(400);
    expect((await t.get('/api/bayuser/address', { token: session })).body.data).toBeNull();
  });

  it("refuses a postcode that does not have its country's form, saving nothing", async () => {
    const { session } = await verifiedSession();
    for (const [iso, postalCode] of [
      ['DE', '1234'],
      ['AT', '10115'],
      ['GB', '10115'],
    ] as const) {
      const refused = await t.request('PUT', '/api/auth/complete-address', {
        token: session,
        body: await address(iso, { postalCode }),
      });
      expect(refused.status, `${iso} ${postalCode}`).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'postalCode', message: 'postalCodeForCountry' }]);
    }
    expect((await t.get('/api/bayuser/address', { token: session })).body.data).toBeNull();
    const british = await t.request('PUT', '/api/auth/complete-address', {
      token: session,
      body: await address('GB', { postalCode: 'SW1A 1AA' }),
    });
    expect(british.status).toBe(200);
  });

  it('changes the address of the caller only', async () => {
    const first = await verifiedSession();
    const second = await verifiedSession();
    await t.request('PUT', '/api/auth/complete-address', { token: first.session, body: await address('DE') });
    await t.request('PUT', '/api/auth/complete-address', {
      token: second.session,
      body: await address('DE'),
    });
    await t.request('PUT', '/api/bayuser', {
      token: first.session,
      body: await address('DE', { city: 'Hamburg' }),
    });
    const mine = await t.get<{ city: string }>('/api/bayuser/address', { token: first.session });
    const theirs = await t.get<{ city: string }>('/api/bayuser/address', { token: second.session });
    expect(mine.body.data.city).toBe('Hamburg');
    expect(theirs.body.data.city).toBe('Berlin');
  });

  it('tells which countries are in the EU', async () => {
    expect((await t.get<boolean>('/api/bayuser/check-eu?countryCode=FR')).body.data).toBe(true);
    expect((await t.get<boolean>('/api/bayuser/check-eu?countryCode=NO')).body.data).toBe(false);
  });
});
