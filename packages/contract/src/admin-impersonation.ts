import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { databaseIdParam } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** How long an administrator's session as a user lasts at most. */
export const impersonationMinutes = 60;

export const impersonateUser = endpoint({
  method: 'GET',
  path: '/auth/impersonate-user',
  access: roleGroups.administrator,
  summary:
    "Opens a session of its own in which the administrator acts as the user; answers that session's token",
  query: z.object({ shopwareId: databaseIdParam() }),
  data: z.object({
    session: z.string().describe('Opaque session token of the new session'),
    expiresAt: z.string().describe('When the session ends by itself, ISO 8601'),
  }),
});

export const endImpersonation = endpoint({
  method: 'POST',
  path: '/auth/impersonate-user/end',
  access: 'signedIn',
  summary: 'Ends the impersonation session used for this call and closes its audit entry',
  data: z.null(),
});

export const impersonationStatus = endpoint({
  method: 'GET',
  path: '/auth/impersonation',
  access: 'signedIn',
  summary: 'Who acts as the signed-in user in this session, and until when; null outside impersonation',
  data: z
    .object({
      adminName: z.string(),
      adminEmail: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
});
