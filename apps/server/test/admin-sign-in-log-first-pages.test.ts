import { loginLogs as loginLogsCall } from '@baylytics/contract/admin-login-logs';
import { envelopeOf } from '@baylytics/contract/envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginLogs } from '../src/db/schema/users-and-auth.ts';
import { createLoginLogRepository } from '../src/features/admin/login-log-repository.ts';
import { createLoginLogService } from '../src/features/admin/login-log-service.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

// The server sends these pages unchecked (isLargeAnswer): every answer here is held to the contract.
const answerSchema = envelopeOf(loginLogsCall.data).extend({ total: z.number().int() }).strict();

describe('a kept sign-in log page after new sign-ins', () => {
  it('shows every new sign-in on the next request, the same page as one made anew, in every order', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const mark = `first${Date.now().toString(36)}`;
    const people = [
      await t.createUser({ email: `${mark}-a@test.baylytics.de` }),
      await t.createUser({ email: `${mark}-b@test.baylytics.de` }),
      await t.createUser(),
    ];
    // Later than every other sign-in of the log (the administrator's own), so the newest ones are these.
    const start = Date.now() + 60 * 60_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const sign = (person: number, minutes: number) => ({
      userId: people[person]?.id ?? admin.id,
      sessionId: crypto.randomUUID(),
      method: 'password',
      ipAddress: `203.0.113.${person}`,
      createdTime: at(minutes),
    });
    await t.db.insert(loginLogs).values([0, 1, 2, 3, 4, 5, 6, 7].map((minute) => sign(minute % 3, minute)));

    const asked = async (query: string) => {
      const answer = await t.get(`/api/activitylog/logined?${query}`, { token: admin.token });
      expect(answer.status).toBe(200);
      return answerSchema.parse(answer.body);
    };
    // The same page made whole from the database, by a service that keeps nothing.
    const anew = createLoginLogService(createLoginLogRepository(t.db), { keptPages: 0 });
    const madeAnew = async (query: string) => {
      const parsed = loginLogsCall.query?.parse(Object.fromEntries(new URLSearchParams(query)));
      if (!parsed) throw new Error('the sign-in log call takes its page from the query');
      const { keyword, shopwareId, ...view } = parsed;
      const answer = await anew.page({ keyword, userId: shopwareId }, view);
      return answerSchema.parse(JSON.parse(answer.json.toString()));
    };
    // Small pages, so that new sign-ins push others off their end.
    const queries = [
      'pageSize=3',
      `pageSize=3&keyword=${mark}`,
      'pageSize=3&keyword=203.0.113.1',
      `pageSize=3&shopwareId=${people[0]?.id}`,
      'pageSize=3&direction=asc',
      'pageSize=3&orderBy=shopwareId&direction=desc',
      'pageSize=3&orderBy=shopwareId&direction=asc',
      'pageSize=3&pageIndex=2',
      `pageSize=3&pageIndex=2&keyword=${mark}`,
    ];
    const eachAsMadeAnew = async () => {
      for (const query of queries) expect(await asked(query), query).toEqual(await madeAnew(query));
    };
    await eachAsMadeAnew();
    const { total } = await asked('pageSize=3');

    // The newest sign-in is on top at once, and the total counts it.
    await t.db.insert(loginLogs).values(sign(0, 10));
    const first = await asked('pageSize=3');
    expect(first.total).toBe(total + 1);
    expect(first.data[0]).toMatchObject({ shopwareId: people[0]?.id, createdTime: at(10).toISOString() });
    expect((await asked(`pageSize=3&keyword=${mark}`)).data[0]?.createdTime).toBe(at(10).toISOString());
    await eachAsMadeAnew();

    // Several in one transaction: one between the first page's sign-ins, one at the same moment as another (the id
    // decides), one older than the whole page; then one of a user no keyword finds.
    await t.db.insert(loginLogs).values([sign(1, 6.5), sign(2, 10), sign(0, -30)]);
    await eachAsMadeAnew();
    await t.db.insert(loginLogs).values(sign(2, 11));
    await eachAsMadeAnew();
    expect((await asked('pageSize=3')).data.map((entry) => entry.createdTime)).toEqual(
      [11, 10, 10].map((minute) => at(minute).toISOString()),
    );

    // Sign-ins one by one, each asked for at once.
    for (const minute of [12, 9.5, 13, -60, 13]) {
      await t.db.insert(loginLogs).values(sign(Math.abs(Math.round(minute)) % 3, minute));
      await eachAsMadeAnew();
    }
  });
});
