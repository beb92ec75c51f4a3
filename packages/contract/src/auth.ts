import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { roles } from './roles.ts';
import { userStatuses } from './user-status.ts';

// The role and status lists live in zod-free modules, so the browser's first page can use them without zod.
export const roleSchema = z.enum(roles).describe('A role of the product (spec 000 §6)');
export const userStatusSchema = z
  .enum(userStatuses)
  .describe("'false' (e-mail not confirmed), 'email_verified' or 'true'");

export const emailSchema = z.email().max(254).describe('E-mail address');

export const loginBodySchema = z.object({
  email: emailSchema,
  password: text().min(1).max(1024),
});

export const loginTokenBodySchema = z.object({ loginToken: text().trim().min(1).max(200) });

export const sessionUserSchema = z
  .object({
    shopwareId: z.number().int().describe('The user id'),
    email: text(),
    firstName: text(),
    lastName: text(),
    avatar: text().nullable(),
    status: userStatusSchema,
    roles: z.array(roleSchema),
    language: z.enum(['de', 'en']),
    isImpersonated: z.boolean().describe('True while an administrator acts as this user'),
  })
  .describe('The signed-in user as the browser stores it');
export type SessionUser = z.infer<typeof sessionUserSchema>;

const sessionTokenSchema = text().describe('Opaque session token for the Authorization header');

export const login = endpoint({
  method: 'POST',
  path: '/auth/bayuser',
  access: 'public',
  summary: 'Sign in with e-mail and password; answers the session token',
  body: loginBodySchema,
  data: sessionTokenSchema,
});

export const logout = endpoint({
  method: 'POST',
  path: '/auth/bayuser/logout',
  access: 'signedIn',
  summary: 'Sign out: revokes the session token used for this call',
  data: z.null(),
});

export const verifyLoginToken = endpoint({
  method: 'POST',
  path: '/auth/verify-login-token',
  access: 'public',
  summary: 'Sign in with a one-time login token; answers the session token',
  body: loginTokenBodySchema,
  data: sessionTokenSchema,
});

export const currentUser = endpoint({
  method: 'GET',
  path: '/auth/me',
  access: 'signedIn',
  summary: 'The signed-in user with the roles in force now (reloaded by the header)',
  data: sessionUserSchema,
});

export const heartbeat = endpoint({
  method: 'GET',
  path: '/heartbeat',
  access: 'public',
  summary: 'Liveness ping of the sign-in pages; checks the database too',
  data: z.object({ status: z.literal('ok'), time: text() }),
});
