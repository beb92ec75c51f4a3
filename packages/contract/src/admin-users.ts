import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { parentPlanNameSchema } from './plans.ts';
import { databaseId, databaseIdParam, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Rows per page of the admin user tables (spec 002 §9: user tables 25). */
export const adminUsersPageSize = 25;

/** Status filter of the user list: 'inactive' is an account whose e-mail is not confirmed yet. */
export const userStatusFilters = ['inactive', 'active', 'all'] as const;
export type UserStatusFilter = (typeof userStatusFilters)[number];

/** Agreement source filter: users with a PayPal agreement, or everyone. */
export const agreementFromFilters = ['paypal', 'all'] as const;
export type AgreementFromFilter = (typeof agreementFromFilters)[number];

/** A date the spec shows as blank: the empty date (spec 002 §9: 0001-01-01 is blank) is sent as null. */
const when = z.string().nullable().describe('ISO 8601; null where there is none');

/** Columns the user list sorts by. */
export const managedUserSortKeys = [
  'shopwareId',
  'email',
  'lastName',
  'createdTime',
  'startedTime',
  'lastPayment',
  'nextPayment',
] as const;

export const managedUserSchema = z
  .object({
    shopwareId: z.number().int().describe('The user id'),
    active: z.enum(['active', 'inactive']).describe("'inactive' until the e-mail address is confirmed"),
    agreementId: z.string().nullable().describe("The latest agreement's id at the provider (or ours)"),
    agreementActive: z.boolean().describe('Whether that agreement grants its roles now'),
    agreementSource: z.string().nullable().describe("'paypal', 'demo' or 'admin'"),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    description: z.string().nullable().describe("The latest agreement's plan, e.g. 'Silver 3'"),
    subscriptionDesc: z.string().nullable().describe('Parent plan of the latest agreement'),
    planId: z.number().int().nullable(),
    price: z.number().nullable().describe('Gross price per billing cycle, EUR'),
    createdTime: z.string().describe('Registration, ISO 8601'),
    processedDate: when.describe('When the latest agreement was written'),
    startedTime: when,
    cancelledTime: when,
    cancelledReason: z.string().nullable(),
    lastPayment: when,
    nextPayment: when.describe('End of the paid period while the agreement renews'),
    subscriptionNextPayment: when.describe('End of the paid period or trial, renewing or not'),
    isTestUser: z.boolean().describe('Whether the user holds or held a trial (BGTest)'),
  })
  .describe('A user as administrators manage it (spec 002 §3, Managed user)');
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const listUsers = endpoint({
  method: 'GET',
  path: '/bayuser',
  access: roleGroups.administrator,
  summary: 'Every user with the latest agreement, filtered and paged',
  query: listQueryOf(managedUserSortKeys, { pageSize: adminUsersPageSize, orderBy: 'shopwareId' }).extend({
    userStatus: z.enum(userStatusFilters).default('all'),
    agreementFrom: z.enum(agreementFromFilters).default('all'),
    keyword: text().trim().max(200).default(''),
    parentPlanName: z.union([z.literal('ALL'), parentPlanNameSchema]).default('ALL'),
  }),
  data: z.array(managedUserSchema),
  isList: true,
});

/** Trial status filter of the assistants' list: a trial running now, or every user who had one. */
export const roleStatusFilters = ['active', 'all'] as const;

export const testUserSchema = managedUserSchema.extend({
  trialEndsAt: when.describe('End of the latest trial'),
  noteCount: z.number().int().min(0),
});
export type TestUser = z.infer<typeof testUserSchema>;

export const listTestUsers = endpoint({
  method: 'GET',
  path: '/bayuser/test-user',
  access: roleGroups.assistants,
  summary: 'Users who hold or held a trial (BGTest), with how many notes they have',
  query: listQueryOf(managedUserSortKeys, { pageSize: adminUsersPageSize, orderBy: 'shopwareId' }).extend({
    hasNote: z.enum(['yes', 'all']).default('all'),
    userRoleStatusFilter: z.enum(roleStatusFilters).default('all'),
  }),
  data: z.array(testUserSchema),
  isList: true,
});

/** At most this many notes per user (spec 002 §2: the add button shows while fewer than 2 exist). */
export const maxNotesPerUser = 2;

export const noteTextSchema = text().trim().min(1).max(2000);

export const userNoteSchema = z.object({
  id: z.number().int(),
  shopwareId: z.number().int(),
  notes: z.string(),
});
export type UserNote = z.infer<typeof userNoteSchema>;

export const userNotes = endpoint({
  method: 'GET',
  path: '/bayuser/:shopwareId/notes',
  access: roleGroups.assistants,
  summary: "A user's notes, oldest first",
  params: z.object({ shopwareId: databaseIdParam() }),
  data: z.array(userNoteSchema),
});

export const addUserNote = endpoint({
  method: 'POST',
  path: '/bayuser/notes',
  access: roleGroups.assistants,
  summary: 'Adds a note to a user (at most two per user)',
  body: z.object({ shopwareId: databaseId(), notes: noteTextSchema }),
  data: userNoteSchema,
});

export const editUserNote = endpoint({
  method: 'PUT',
  path: '/bayuser/notes',
  access: roleGroups.assistants,
  summary: 'Changes the text of a note',
  body: z.object({ id: databaseId(), notes: noteTextSchema }),
  data: userNoteSchema,
});

const shopwareIdBody = z.object({ shopwareId: databaseId() });

export const revokeUserToken = endpoint({
  method: 'POST',
  path: '/auth/bayuser/revoke-token',
  access: roleGroups.administrator,
  summary: 'Ends every session of a user: the user must sign in again',
  body: shopwareIdBody,
  data: z.object({ revokedSessions: z.number().int().min(0) }),
});

export const sendVerificationEmail = endpoint({
  method: 'POST',
  path: '/auth/bayuser/send-verification-email',
  access: roleGroups.administrator,
  summary: 'Sends a new e-mail confirmation link to a user whose address is not confirmed',
  body: shopwareIdBody,
  data: z.null(),
});
