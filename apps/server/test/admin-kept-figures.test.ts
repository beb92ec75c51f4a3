import type { ManagedUser } from '@baylytics/contract/admin-users';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, payments, plans } from '../src/db/schema/billing.ts';
import { loginLogs, users } from '../src/db/schema/users-and-auth.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

// What the triggers keep, recomputed from the tables they follow: both sides must agree after every write.
async function keptAndRecomputed() {
  const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows;
  return {
    summaries: {
      kept: await rows(sql`
        select user_id, is_inactive, email_key, last_name_key, created_at, search_text, agreement_id, source,
               parent_plan, started_at, paid_until, last_payment_at
        from user_summaries order by user_id`),
      recomputed: await rows(sql`
        select u.id as user_id, u.status = 'false' as is_inactive, lower(u.email) as email_key,
               lower(u.last_name) as last_name_key, u.created_at,
               lower(u.email || ' ' || u.first_name || ' ' || u.last_name || ' ' || coalesce(l.external_id, ''))
                 as search_text,
               l.id as agreement_id, l.source, l.parent_name as parent_plan, l.started_at, l.paid_until,
               (select max(pm.paid_at) from payments pm join agreements y on y.id = pm.agreement_id
                where y.user_id = u.id) as last_payment_at
        from users u
        left join lateral (
          select a.*, p.parent_name from agreements a join plans p on p.id = a.plan_id
          where a.user_id = u.id order by a.created_at desc, a.id desc limit 1
        ) l on true
        order by u.id`),
    },
    counts: {
      kept: await rows(sql`
        select is_inactive, is_paypal, parent_plan, users from user_list_counts where users <> 0 order by 1, 2, 3`),
      recomputed: await rows(sql`
        select is_inactive, coalesce(source = 'paypal', false) as is_paypal, coalesce(parent_plan, '') as parent_plan,
               count(*)::int as users
        from user_summaries group by 1, 2, 3 order by 1, 2, 3`),
    },
    paymentDays: {
      kept: await rows(sql`select day, amount from payment_days where amount <> 0 order by day`),
      recomputed: await rows(sql`
        select (paid_at at time zone 'UTC')::date as day, sum(amount)::numeric(14, 2) as amount
        from payments group by 1 order by 1`),
    },
    eventDays: {
      kept: await rows(sql`
        select day, plan_id, started, cancelled from agreement_event_days
        where started <> 0 or cancelled <> 0 order by day, plan_id`),
      recomputed: await rows(sql`
        select day, plan_id, sum(started)::int as started, sum(cancelled)::int as cancelled from (
          select (started_at at time zone 'UTC')::date as day, plan_id, 1 as started, 0 as cancelled
          from agreements where status <> 'pending'
          union all
          select (cancelled_at at time zone 'UTC')::date, plan_id, 0, 1 from agreements where cancelled_at is not null
        ) events group by 1, 2 order by 1, 2`),
    },
    endDays: {
      kept: await rows(sql`
        select day, plan_id, agreements, renewing from agreement_end_days
        where agreements <> 0 or renewing <> 0 order by day, plan_id`),
      recomputed: await rows(sql`
        select (greatest(paid_until, coalesce(trial_ends_at, paid_until)) at time zone 'UTC')::date as day, plan_id,
               count(*)::int as agreements,
               count(*) filter (where status = 'active' and cancelled_at is null)::int as renewing
        from agreements group by 1, 2 order by 1, 2`),
    },
    userEndDays: {
      kept: await rows(
        sql`select day, paying, trial from user_end_days where paying <> 0 or trial <> 0 order by day`,
      ),
      recomputed: await rows(sql`
        select day, sum(paying)::int as paying, sum(trial)::int as trial from (
          select (max(paid_until) at time zone 'UTC')::date as day, 1 as paying, 0 as trial
          from agreements group by user_id
          union all
          select (max(trial_ends_at) at time zone 'UTC')::date, 0, 1
          from agreements where trial_ends_at is not null group by user_id
        ) ends group by 1 order by 1`),
    },
    firstPayments: {
      kept: await rows(sql`select agreement_id, started_at, amount from agreement_first_payments order by 1`),
      recomputed: await rows(sql`
        select a.id as agreement_id, a.started_at, first.amount from agreements a
        cross join lateral (select amount from payments pm where pm.agreement_id = a.id
                            order by pm.paid_at, pm.id limit 1) first
        order by 1`),
    },
    registrationDays: {
      kept: await rows(sql`select day, users from registration_days where users <> 0 order by day`),
      recomputed: await rows(sql`
        select (created_at at time zone 'UTC')::date as day, count(*)::int as users from users group by 1 order by 1`),
    },
    signInHours: {
      kept: await rows(sql`select hour, sign_ins from sign_in_hours where sign_ins <> 0 order by hour`),
      recomputed: await rows(sql`
        select date_trunc('hour', created_time, 'UTC') as hour, count(*)::int as sign_ins
        from login_logs group by 1 order by 1`),
    },
    searchTrigrams: {
      kept: await rows(sql`select trigram, users from user_search_trigrams order by trigram`),
      recomputed: await rows(sql`
        select trigram, count(*)::int as users from user_summaries, unnest(show_trgm(search_text)) trigram
        group by 1 order by 1`),
    },
    signInAddresses: {
      kept: await rows(sql`select address, sign_ins from sign_in_addresses order by address`),
      recomputed: await rows(sql`
        select ip_address as address, count(*)::int as sign_ins from login_logs
        where ip_address is not null group by 1 order by 1`),
    },
  };
}

async function expectInStep() {
  const figures = await keptAndRecomputed();
  for (const [name, { kept, recomputed }] of Object.entries(figures)) {
    expect(kept, name).toEqual(recomputed);
  }
  return figures;
}

describe('the user list, sign-in and revenue figures kept by the database', () => {
  it('stay in step with users, agreements, plans, payments and sign-ins through every kind of write', async () => {
    const { token } = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const paying = await t.createUser({ plan: 'Gold' });
    const unconfirmed = await t.createUser({ status: 'false', plan: 'Silver' });
    const plain = await t.createUser();
    await expectInStep();

    const [agreement] = await t.db
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.userId, paying.id));
    if (!agreement) throw new Error('no agreement');
    await t.db
      .update(agreements)
      .set({ source: 'paypal', externalId: `I-KEPT${paying.id}` })
      .where(eq(agreements.id, agreement.id));
    const paidAt = new Date(Date.now() - 3 * dayMs);
    await t.db.insert(payments).values(
      [1, 2].map((n) => ({
        agreementId: agreement.id,
        externalId: `KEPT-${paying.id}-${n}`,
        amount: '29.75',
        currency: 'EUR',
        paidAt: new Date(paidAt.getTime() + n * dayMs),
        periodStart: paidAt,
        periodEnd: paidAt,
      })),
    );
    await expectInStep();

    // A newer agreement becomes the latest; a renamed package follows; the user confirms; a payment is taken back.
    const [platinum] = await t.db
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.parentName, 'Platinum'));
    await t.db.insert(agreements).values({
      userId: plain.id,
      planId: platinum?.id ?? 0,
      source: 'demo',
      status: 'active',
      startedAt: new Date(),
      paidUntil: new Date(Date.now() + 30 * dayMs),
    });
    await t.db
      .update(users)
      .set({ status: 'true', lastName: 'Bestätigt', createdAt: new Date(Date.now() - 40 * dayMs) })
      .where(eq(users.id, unconfirmed.id));
    await t.db.delete(payments).where(eq(payments.externalId, `KEPT-${paying.id}-2`));
    await t.db.insert(loginLogs).values([
      { userId: plain.id, sessionId: crypto.randomUUID(), method: 'password', ipAddress: '203.0.113.9' },
      { userId: paying.id, sessionId: crypto.randomUUID(), method: 'password', createdTime: paidAt },
      { userId: plain.id, sessionId: crypto.randomUUID(), method: 'password', ipAddress: '203.0.113.10' },
      { userId: paying.id, sessionId: crypto.randomUUID(), method: 'password', ipAddress: '203.0.113.10' },
    ]);
    await expectInStep();
    // A sign-in moved to another address, and one whose address is cleared.
    await t.db
      .update(loginLogs)
      .set({ ipAddress: '203.0.113.11' })
      .where(and(eq(loginLogs.userId, paying.id), eq(loginLogs.ipAddress, '203.0.113.10')));
    await expectInStep();
    await t.db.update(loginLogs).set({ ipAddress: null }).where(eq(loginLogs.ipAddress, '203.0.113.11'));
    expect((await expectInStep()).signInAddresses.kept).not.toContainEqual(
      expect.objectContaining({ address: '203.0.113.11' }),
    );

    const list = await t.get<ManagedUser[]>(`/api/bayuser?keyword=I-KEPT${paying.id}`, { token });
    expect(list.body.data.map((user) => user.shopwareId)).toEqual([paying.id]);
    expect(list.body.data[0]?.lastPayment).toBe(new Date(paidAt.getTime() + dayMs).toISOString());
    // A search with a space follows the fields, never the gap between two of them.
    const fullName = await t.get<ManagedUser[]>('/api/bayuser?keyword=Testa%20Tester&pageSize=200', {
      token,
    });
    expect(fullName.body.data.map((user) => user.shopwareId)).toContain(paying.id);
    const acrossFields = await t.get<ManagedUser[]>('/api/bayuser?keyword=de%20Testa', { token });
    expect(acrossFields.body).toMatchObject({ data: [], total: 0 });

    // One statement over every row, most of them left as they were (as a backfill writes): only the rows whose
    // registration day, start or e-mail moved change the kept figures, however many rows the statement touched.
    await t.db.execute(sql`
      update users set created_at = case when id = ${paying.id} then created_at - interval '3 days' else created_at end,
                       email = case when id = ${plain.id} then 'moved-' || email else email end`);
    await t.db.execute(sql`
      update agreements set started_at = case when id = ${agreement.id} then started_at - interval '2 days'
                                              else started_at end`);
    await expectInStep();

    // An agreement removed with its payments, then a user removed with everything: both cascades are followed.
    await t.db.delete(agreements).where(eq(agreements.id, agreement.id));
    await expectInStep();
    await t.db.delete(users).where(eq(users.id, plain.id));
    const after = await expectInStep();
    expect(after.summaries.kept.some((row) => row.user_id === plain.id)).toBe(false);
    // The removed user's addresses go with their sign-ins.
    expect(after.signInAddresses.kept.map((row) => row.address)).not.toContain('203.0.113.9');
  });
});
