import { managedUserSortKeys } from '@baylytics/contract/admin-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, payments } from '../src/db/schema/billing.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { createAdminUsersRepository } from '../src/features/admin/users-repository.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('a deep page of the user list', () => {
  it('read from a kept mark is the same page as walked from the first user, after every change too', async () => {
    // Marks every 3 users from the first page on, against the plain walk; neither keeps pages.
    const marked = createAdminUsersRepository(t.db, { keptPages: 0, markEvery: 3, deepFrom: 0 });
    const walked = createAdminUsersRepository(t.db, { keptPages: 0, markEvery: 0 });
    // Users with and without agreements and payments (empty sort values), some sharing a value (the id decides).
    const created = [];
    for (let i = 0; i < 14; i++) {
      const user = await t.createUser({
        ...(i % 3 !== 0 && { plan: i % 2 === 0 ? 'Gold' : 'Silver' }),
        ...(i % 4 === 0 && { status: 'false' as const }),
      });
      await t.db
        .update(users)
        .set({ lastName: `Tief${i % 5}`, createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 4))) })
        .where(eq(users.id, user.id));
      created.push(user);
    }
    const paid = async (userId: number, at: Date) => {
      const [agreement] = await t.db
        .select({ id: agreements.id })
        .from(agreements)
        .where(eq(agreements.userId, userId));
      if (!agreement) return;
      await t.db.insert(payments).values({
        agreementId: agreement.id,
        externalId: `DEEP-${userId}-${at.getTime()}`,
        amount: '10.00',
        currency: 'EUR',
        paidAt: at,
        periodStart: at,
        periodEnd: at,
      });
    };
    const sameDay = new Date(Date.now() - 5 * dayMs);
    for (const user of created.slice(0, 8)) await paid(user.id, sameDay);

    const compare = async (label: string) => {
      for (const orderBy of managedUserSortKeys) {
        for (const direction of ['asc', 'desc'] as const) {
          for (const userStatus of ['all', 'inactive'] as const) {
            const filter = { userStatus, agreementFrom: 'all', keyword: '', parentPlanName: 'ALL' } as const;
            for (const pageIndex of [1, 2, 3, 4, 5, 6, 7]) {
              const view = { pageIndex, pageSize: 2, orderBy, direction };
              const ids = async (repository: typeof walked) =>
                (await repository.userPage(filter, view)).rows.map((row) => row.id);
              expect(
                await ids(marked),
                `${label} ${orderBy} ${direction} ${userStatus} ${pageIndex}`,
              ).toEqual(await ids(walked));
            }
          }
        }
      }
    };
    await compare('first');
    // A payment moves a user to the front by last payment; a renamed user moves by name.
    await paid(created[9]?.id ?? 0, new Date());
    await t.db
      .update(users)
      .set({ lastName: 'Aaa' })
      .where(eq(users.id, created[12]?.id ?? 0));
    await compare('after changes');
    const deep = await walked.userPage(
      { userStatus: 'all', agreementFrom: 'all', keyword: '', parentPlanName: 'ALL' },
      { pageIndex: 6, pageSize: 2, orderBy: 'lastPayment', direction: 'desc' },
    );
    expect(deep.rows).toHaveLength(2);
  });
});
