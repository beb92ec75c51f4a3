import type { ManagedUser } from '@baylytics/contract/admin-users';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements } from '../src/db/schema/billing.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

// The users a keyword finds by the list's rule, read from the users themselves with a plain ILIKE: the e-mail, the
// first and last name, both names together, the latest agreement's id at the provider, or the user id.
async function plainSearch(keyword: string) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : -1;
  const { rows } = await t.db.execute<{ id: number }>(sql`
    select u.id from users u
    left join lateral (
      select external_id from agreements x where x.user_id = u.id order by x.created_at desc, x.id desc limit 1
    ) a on true
    where u.email ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
      or (u.first_name || ' ' || u.last_name) ilike ${pattern} or a.external_id ilike ${pattern} or u.id = ${id}
    order by u.id`);
  return rows.map((row) => Number(row.id));
}

describe('a user list search', () => {
  it('finds exactly the users a plain ILIKE finds: short keywords, accents, `%` and `_`', async () => {
    const { token } = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const people: [string, string, string][] = [
      ['Jürgen', 'Müller', 'j.mueller'],
      ['Jurgen', 'Mueller', 'jm'],
      ['ANNA', 'MÜLLER-Lüdenscheidt', 'anna.ml'],
      ['Zoë', 'Ørsted', 'zoe'],
      ['Hans', 'Straße', 'strasse'],
      ['Rabatt', '50%Rabatt', 'rabatt50'],
      ['a_b', 'x%y', 'under_score'],
      ['Ab', 'cd', 'abcd'],
      ['Éva', 'Ngô', 'eva.ngo'],
      ['Mike', 'Name77', 'name77'],
      ['Vorname771', 'Nachname77', 'nn77'],
    ];
    for (const [firstName, lastName, local] of people) {
      const user = await t.createUser({ email: `${local}@search.test`, plan: 'Gold' });
      await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
    }
    const [someone] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db
      .update(agreements)
      .set({ externalId: 'I-PAY_77%X' })
      .where(eq(agreements.userId, someone?.id ?? 0));

    const found = async (keyword: string) => {
      const answer = await t.get<ManagedUser[]>(
        `/api/bayuser?${new URLSearchParams({ keyword, pageSize: '500', orderBy: 'shopwareId' })}`,
        { token },
      );
      expect(answer.status, keyword).toBe(200);
      return { ids: answer.body.data.map((user) => user.shopwareId), total: answer.body.total };
    };
    const keywords = [
      ...['a', 'ü', 'Ü', 'ö', 'ß', '%', '_', '\\', '7', '77', 'Mü', 'zo', '-L', 'b%', '_b'],
      ...[
        'Müller',
        'MÜLLER',
        'üll',
        'ller',
        'LLER',
        'ueller',
        'Lüdenscheidt',
        'denscheidt',
        'er-l',
        'Ørsted',
      ],
      ...['rsted', 'Zoë', 'Straße', 'aße', 'Stras', '50%', '50%Rab', '%Rabatt', 'x%y', 'x_y', 'a_b', 'a%b'],
      ...[
        'under_score',
        'under%score',
        'Ngô',
        'Éva',
        'eva',
        'Name77',
        'name77',
        'ame77',
        'Nachname77',
        'e77',
      ],
      ...['Vorname771 Nachname77', 'Jürgen Müller', 'Hans Straße', 'Ab cd', 'I-PAY_77%X', 'PAY_77', 'pay%77'],
      // A user id, also with leading zeros (three digits: the id beside the rarest-trigram candidates).
      ...['search.test', '@search', 'nothing-like-this', String(someone?.id ?? 1)],
      String(someone?.id ?? 1).padStart(3, '0'),
    ];
    for (const keyword of keywords) {
      const expected = await plainSearch(keyword);
      expect(await found(keyword), keyword).toEqual({ ids: expected, total: expected.length });
    }
    // Something to find for most of them, so the comparison is not of empty lists.
    expect((await plainSearch('ller')).length).toBe(3);
    expect((await plainSearch('x%y')).length).toBe(1);

    // A rename is found under the new name at once, and no longer under the old one.
    await t.db.update(users).set({ lastName: 'Schmidt' }).where(eq(users.email, 'jm@search.test'));
    for (const keyword of ['ueller', 'Schmidt', 'hmi']) {
      const expected = await plainSearch(keyword);
      expect(await found(keyword), keyword).toEqual({ ids: expected, total: expected.length });
    }
    expect((await found('Schmidt')).total).toBe(1);
  });
});
