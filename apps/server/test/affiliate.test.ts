import type { AffiliateFriend, AffiliateLink } from '@baylytics/contract/affiliate';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes, affiliateReferrals } from '../src/db/schema/affiliate.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
let sequence = 0;

/** A visitor registering with the referer the registration page read from the referral cookie. */
async function register(firstName: string, referer?: string) {
  sequence += 1;
  const email = `friend${sequence}-${Date.now()}@test.baylytics.de`;
  const answer = await t.post('/api/bayuser', {
    firstName,
    lastName: 'Geworben',
    phone: '+49 30 555',
    email,
    password: 'Sicher-Passw0rt',
    ...(referer !== undefined && { referer }),
  });
  expect(answer.status).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id ?? 0;
}

const generate = (code: unknown, token: string) =>
  t.post<AffiliateLink>('/api/affiliate', { code }, { token });
const currentLink = (token: string) => t.get<AffiliateLink>('/api/affiliate/current-link', { token });
const friends = (token: string) => t.get<AffiliateFriend[]>('/api/affiliate/friends', { token });

describe('the affiliate programme', () => {
  let anna: string;
  let bernd: string;

  beforeAll(async () => {
    ({ token: anna } = await t.signedInUser({ grantedRoles: ['Affiliate'] }));
    ({ token: bernd } = await t.signedInUser({ grantedRoles: ['Affiliate'] }));
  });

  it('has no link before the first code, then the link of the generated code', async () => {
    const before = await currentLink(anna);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ code: null, currentLink: null });

    const made = await generate('  anna-2024 ', anna);
    expect(made.status).toBe(200);
    expect(made.body.data.code).toBe('anna-2024');
    expect(made.body.data.currentLink).toMatch(/\/affiliate\?referer=anna-2024$/);
    expect((await currentLink(anna)).body.data).toEqual(made.body.data);
  });

  it("refuses a code that exists, in any letter case, with 'the code is existed', and changes nothing", async () => {
    await generate('Bernd_Shop', bernd);
    const before = await t.db.select({ n: count() }).from(affiliateCodes);

    const taken = await generate('ANNA-2024', bernd);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('validationFailed');
    expect(taken.body.errors).toEqual([{ field: 'code', message: 'affiliate.theCodeIsExisted' }]);
    const again = await generate('bernd_shop', bernd);
    expect(again.body.errors?.[0]?.message).toBe('affiliate.theCodeIsExisted');

    expect(await t.db.select({ n: count() }).from(affiliateCodes)).toEqual(before);
    expect((await currentLink(bernd)).body.data.code).toBe('Bernd_Shop');
  });

  it('requires a code that fits into a link', async () => {
    for (const code of ['', '   ', 'two words', 'ä-code', 'x'.repeat(33), 42]) {
      const answer = await generate(code, anna);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.field).toBe('code');
    }
    expect((await currentLink(anna)).body.data.code).toBe('anna-2024');
  });

  it('counts a registration through the link or the code for the referrer, and shows it only to them', async () => {
    const viaLink = await register('Clara', 'anna-2024');
    const viaCodeInOtherCase = await register('Dora', 'ANNA-2024');
    const forBernd = await register('Emil', 'bernd_shop');
    await register('Fritz', 'nobody-has-this');
    await register('Gerd');

    const annasFriends = (await friends(anna)).body.data;
    expect(annasFriends.map((f) => f.name)).toEqual(['Dora Geworben', 'Clara Geworben']);
    for (const friend of annasFriends) expect(Date.parse(friend.registrationTime)).toBeGreaterThan(0);
    expect((await friends(bernd)).body.data.map((f) => f.name)).toEqual(['Emil Geworben']);

    const counted = await t.db.select().from(affiliateReferrals);
    expect(counted.map((row) => row.friendId).sort()).toEqual([viaLink, viaCodeInOtherCase, forBernd].sort());
  });

  it('keeps counting links of an earlier code after a new one is generated', async () => {
    const made = await generate('anna-neu', anna);
    expect(made.body.data.currentLink).toMatch(/referer=anna-neu$/);
    await register('Hanna', 'anna-2024');
    await register('Ida', 'anna-neu');
    const names = (await friends(anna)).body.data.map((f) => f.name);
    expect(names.slice(0, 2)).toEqual(['Ida Geworben', 'Hanna Geworben']);
    expect(names).toHaveLength(4);
  });

  it('is for affiliates and administrators only', async () => {
    const { token: seller } = await t.signedInUser({ plan: 'Gold' });
    expect((await currentLink(seller)).status).toBe(403);
    expect((await friends(seller)).status).toBe(403);
    expect((await generate('seller-code', seller)).status).toBe(403);
    expect((await t.get('/api/affiliate/friends')).status).toBe(401);
    const { token: admin } = await t.signedInUser({ grantedRoles: ['Administrator'] });
    expect((await friends(admin)).body.data).toEqual([]);
  });
});
