import { z } from 'zod';
import { listingNumberSchema } from './ebay-item-number.ts';
import { endpoint } from './endpoint.ts';
import { databaseId, databaseIdParam, maxDatabaseId, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * Rank-change alerts: rules a seller sets on its tracked keywords and listings, the events the engine writes when
 * a rule fires (once per change), and how they are mailed. Every call sees only the caller's own rules and events;
 * another user's rule or event answers notFound (404).
 */

/** Who may set alerts: whoever may track keywords (My Ranking, spec 001 §6: Bronze and above). */
export const alertRoles = roleGroups.bronzeAndUp;

/** The places of a search's first page: eBay shows 60 results per page by default. */
export const firstPagePlaces = 60;

/**
 * What a rule watches. Per tracked keyword: `firstPage` (leaves or enters places 1–60), `moved` (organic place
 * moves by at least `threshold`), `promotedTwin` (the organic place is gone while the same item holds a sponsored
 * one). Per listing: `bayScore` (worsens by at least `threshold`), `ended` (no longer active in the import).
 */
export const alertRuleKinds = ['firstPage', 'moved', 'promotedTwin', 'bayScore', 'ended'] as const;
export type AlertRuleKind = (typeof alertRuleKinds)[number];

/** The kinds that need a threshold (places or BayScore points). */
export const alertKindsWithThreshold: readonly AlertRuleKind[] = ['moved', 'bayScore'];
/** The kinds read from the searches of a keyword; the others are read from the daily figures per listing. */
export const alertKindsPerKeyword: readonly AlertRuleKind[] = ['firstPage', 'moved', 'promotedTwin'];

/** When alert e-mails go out: right after the evaluation that fired, once a day, or not at all. */
export const alertMailModes = ['immediate', 'daily', 'off'] as const;
export type AlertMailMode = (typeof alertMailModes)[number];

/** Rules one user may keep. */
export const alertRuleLimit = 100;
/** Events per page of the event list. */
export const alertEventsPageSize = 25;
/** The largest threshold: places of the top 200 or BayScore points. */
export const maxAlertThreshold = 200;

export const alertRuleBodySchema = z.object({
  kind: z.enum(alertRuleKinds, { error: 'validation.invalid' }),
  itemNumber: listingNumberSchema
    .nullable()
    .describe('The listing the rule watches; null: all of the caller’s listings'),
  keywordId: databaseId()
    .nullable()
    .describe(
      'A keyword the caller tracks (its keyword id); null: all tracked keywords. Null for bayScore and ended',
    ),
  threshold: z
    .number({ error: 'validation.alertThreshold' })
    .int({ error: 'validation.alertThreshold' })
    .min(1, { error: 'validation.alertThreshold' })
    .max(maxAlertThreshold, { error: 'validation.alertThreshold' })
    .nullable()
    .describe(
      'Places (moved) or BayScore points (bayScore) of a change that fires; null for the other kinds',
    ),
  isActive: z.boolean().default(true),
});

/**
 * The rules across fields, in one place for the form and the server: a threshold exactly for the kinds that need
 * one, a keyword only for the kinds that watch keywords. Answers the field and the message key of the first
 * broken rule.
 */
export function alertRuleProblem(rule: {
  kind: AlertRuleKind;
  keywordId: number | null;
  threshold: number | null;
}): { field: 'threshold' | 'keywordId'; message: string } | null {
  if (alertKindsWithThreshold.includes(rule.kind) !== (rule.threshold !== null))
    return { field: 'threshold', message: 'validation.alertThreshold' };
  if (!alertKindsPerKeyword.includes(rule.kind) && rule.keywordId !== null)
    return { field: 'keywordId', message: 'validation.alertKeywordNotForKind' };
  return null;
}

export type AlertRuleBody = z.input<typeof alertRuleBodySchema>;
/** A rule's body as the server reads it (defaults applied). */
export type AlertRuleValues = z.output<typeof alertRuleBodySchema>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(alertRuleKinds),
  itemNumber: z.number().int().nullable(),
  keywordId: z.number().int().nullable(),
  keyword: text().nullable().describe('The tracked keyword; null: all'),
  threshold: z.number().int().nullable(),
  isActive: z.boolean(),
  created: text().describe('ISO 8601'),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

const ruleIdParams = z.object({ id: databaseIdParam().describe('Id of one of the caller’s alert rules') });

export const listAlertRules = endpoint({
  method: 'GET',
  path: '/alerts/rules',
  access: alertRoles,
  personalToken: 'read',
  summary: "The caller's alert rules, oldest first",
  data: z.array(alertRuleSchema),
});

export const createAlertRule = endpoint({
  method: 'POST',
  path: '/alerts/rules',
  access: alertRoles,
  personalToken: 'write',
  summary:
    'Adds an alert rule; its keyword must be one the caller tracks (with its listing, when both are given)',
  body: alertRuleBodySchema,
  data: alertRuleSchema,
});

export const updateAlertRule = endpoint({
  method: 'PUT',
  path: '/alerts/rules/:id',
  access: alertRoles,
  personalToken: 'write',
  summary: 'Replaces one of the caller’s alert rules; a changed rule starts watching afresh',
  params: ruleIdParams,
  body: alertRuleBodySchema,
  data: alertRuleSchema,
});

export const deleteAlertRule = endpoint({
  method: 'DELETE',
  path: '/alerts/rules/:id',
  access: alertRoles,
  personalToken: 'write',
  summary: 'Deletes one of the caller’s alert rules and its events',
  params: ruleIdParams,
  data: z.null(),
});

export const alertKeywordSchema = z.object({
  keywordId: z.number().int(),
  keyword: text(),
  itemNumbers: z.array(z.number().int()).describe('The caller’s listings tracked for it'),
});
export type AlertKeyword = z.infer<typeof alertKeywordSchema>;

export const listAlertKeywords = endpoint({
  method: 'GET',
  path: '/alerts/keywords',
  access: alertRoles,
  personalToken: 'read',
  summary: 'The keywords the caller tracks, with the listings tracked for each: what a rule can name',
  data: z.array(alertKeywordSchema),
});

export const alertEventSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  kind: z.enum(alertRuleKinds),
  state: z
    .enum(['left', 'entered', 'up', 'down', 'sponsoredOnly', 'worse', 'ended'])
    .describe(
      'What happened: left/entered the first page, moved up/down, only sponsored, BayScore worse, ended',
    ),
  itemNumber: z.number().int(),
  title: text().describe('The listing title as imported; empty when the listing is not imported'),
  keyword: text().nullable(),
  fromValue: z.number().nullable().describe('Place or BayScore before; null = not in the top 200'),
  toValue: z.number().nullable().describe('Place or BayScore now; null = not in the top 200'),
  created: text().describe('ISO 8601'),
  isRead: z.boolean(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

export const listAlertEvents = endpoint({
  method: 'GET',
  path: '/alerts/events',
  access: alertRoles,
  personalToken: 'read',
  summary: "The caller's alert events, newest first; total = all events",
  query: z.object({
    pageIndex: z.coerce.number().int().min(1).max(maxDatabaseId).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(alertEventsPageSize),
    isUnread: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .describe('Only unread events'),
  }),
  data: z.array(alertEventSchema),
  isList: true,
});

export const alertSummarySchema = z.object({
  unread: z.number().int().describe('Events not yet read'),
  mailMode: z.enum(alertMailModes),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

export const alertSummary = endpoint({
  method: 'GET',
  path: '/alerts/summary',
  access: alertRoles,
  personalToken: 'read',
  summary: 'The unread count (the bell) and the mail setting',
  data: alertSummarySchema,
});

export const markAlertEventRead = endpoint({
  method: 'POST',
  path: '/alerts/events/:id/read',
  access: alertRoles,
  personalToken: 'write',
  summary: 'Marks one of the caller’s events read; answers the unread count',
  params: z.object({ id: databaseIdParam().describe('Id of one of the caller’s alert events') }),
  data: alertSummarySchema,
});

export const markAllAlertEventsRead = endpoint({
  method: 'POST',
  path: '/alerts/events/read-all',
  access: alertRoles,
  personalToken: 'write',
  summary: 'Marks all the caller’s events read; answers the unread count',
  data: alertSummarySchema,
});

export const setAlertMailMode = endpoint({
  method: 'PUT',
  path: '/alerts/mail-mode',
  access: alertRoles,
  personalToken: 'write',
  summary: 'When alert e-mails go out: immediate, daily (one digest a day) or off',
  body: z.object({ mailMode: z.enum(alertMailModes, { error: 'validation.invalid' }) }),
  data: alertSummarySchema,
});

const unsubscribeToken = z.object({ token: text().min(1).max(200).describe('Signed token of the e-mail') });

export const unsubscribeAlertMails = endpoint({
  method: 'GET',
  path: '/alerts/unsubscribe',
  access: 'public',
  isPage: true,
  summary:
    'The link of every alert e-mail: a page in the user’s language asking to confirm that alert e-mails stop; opening it changes nothing (mail scanners follow links)',
  query: unsubscribeToken,
  data: z.null(),
});

export const confirmUnsubscribeAlertMails = endpoint({
  method: 'POST',
  path: '/alerts/unsubscribe',
  access: 'public',
  isPage: true,
  summary:
    'Turns alert e-mails off without sign-in: the confirmation page’s button, or a mail program’s one-click unsubscribe (RFC 8058, List-Unsubscribe-Post); answers a page saying so in the user’s language',
  query: unsubscribeToken,
  data: z.null(),
});
