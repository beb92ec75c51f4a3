import { z } from 'zod';
import { loginLogEntrySchema } from './account.ts';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { databaseIdParam, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Rows per page of the sign-in log (spec 002 §9: login log 200). */
export const loginLogPageSize = 200;

export const adminLoginLogEntrySchema = loginLogEntrySchema.extend({
  shopwareId: z.number().int(),
  email: z.string(),
  impersonatedBy: z
    .number()
    .int()
    .nullable()
    .describe('The administrator, when the session was an impersonation'),
  localNetwork: z
    .boolean()
    .describe('Signed in from the local network (loopback or private address): no location or provider'),
});
export type AdminLoginLogEntry = z.infer<typeof adminLoginLogEntrySchema>;

export const loginLogs = endpoint({
  method: 'GET',
  path: '/activitylog/logined',
  access: roleGroups.administrator,
  summary: 'Every sign-in of every user, newest first',
  query: listQueryOf(['createdTime', 'shopwareId'], {
    pageSize: loginLogPageSize,
    orderBy: 'createdTime',
    direction: 'desc',
  }).extend({
    keyword: text().trim().max(200).default('').describe('Part of the e-mail or IP address'),
    shopwareId: databaseIdParam().optional(),
  }),
  data: z.array(adminLoginLogEntrySchema),
  isList: true,
  // Each entry is checked against the schema once, when its page is read; the page is sent as kept.
  isLargeAnswer: true,
});
