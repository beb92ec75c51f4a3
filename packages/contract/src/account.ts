import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { text } from './primitives.ts';

export const invalidEbayTokenSchema = z.object({
  username: text().describe('eBay user name of the connected account'),
  expired: text().describe('When the token expired, ISO 8601'),
});

export const invalidEbayTokens = endpoint({
  method: 'GET',
  path: '/bayuser/invalid-ebay-token',
  access: 'signedIn',
  summary: "The caller's eBay tokens that expired or were blocked",
  data: z.array(invalidEbayTokenSchema),
});

export const hasEbayToken = endpoint({
  method: 'GET',
  path: '/bayuser/has-token',
  access: 'signedIn',
  summary: 'Whether the caller has at least one valid eBay token',
  data: z.boolean(),
});

export const remainingTestDays = endpoint({
  method: 'GET',
  path: '/bayuser/remaining-test-days',
  access: 'signedIn',
  summary: "Whole days left in the caller's trial; 0 without a running trial",
  data: z.number().int().min(0),
});

/** How a session began; 'impersonation' is an administrator acting as the user. */
export const loginMethods = ['password', 'token', 'emailLink', 'impersonation'] as const;

export const loginLogEntrySchema = z.object({
  createdTime: text().describe('ISO 8601'),
  ipAddress: text().nullable(),
  sessionId: text(),
  method: z.enum(loginMethods),
  clientOs: text().nullable(),
  location: text().nullable(),
  isp: text().nullable(),
});
export type LoginLogEntry = z.infer<typeof loginLogEntrySchema>;

export const myLoginLogs = endpoint({
  method: 'GET',
  path: '/bayuser/logined-logs',
  access: 'signedIn',
  summary: "The caller's own sign-in history, newest first",
  query: listQueryOf(['createdTime'], { pageSize: 25, orderBy: 'createdTime', direction: 'desc' }),
  data: z.array(loginLogEntrySchema),
  isList: true,
});
