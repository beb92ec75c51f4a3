import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { databaseIdParam, text } from './primitives.ts';

/** Every personal API token starts with this, so a leaked one is recognised (secret scanners, logs). */
export const apiTokenPrefix = 'bly_pat_';

/** `read` reads the seller's data; `readWrite` may also change it where an operation allows personal tokens. */
export const apiTokenScopes = ['read', 'readWrite'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** How long a new token lives; a token never lives for ever. */
export const apiTokenLifetimes = [7, 30, 90, 365] as const;

/** The most tokens one account holds at a time (revoked and expired ones do not count). */
export const apiTokenLimit = 20;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: text().describe('The name the seller gave the token'),
  scope: z.enum(apiTokenScopes),
  /** The first characters of the secret, to tell tokens apart; never enough to use it. */
  hint: text().describe('The prefix and first characters of the secret, e.g. bly_pat_Ab3d…'),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable().describe('Updated at most once a minute'),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const listApiTokens = endpoint({
  method: 'GET',
  path: '/bayuser/api-tokens',
  access: 'signedIn',
  summary:
    "The caller's personal API tokens, newest first, revoked and expired ones included; never their secrets",
  data: z.array(apiTokenSchema),
});

export const createApiTokenBodySchema = z.object({
  name: text().trim().min(1).max(80).describe('What the token is for, e.g. "Nightly export"'),
  scope: z.enum(apiTokenScopes),
  expiresInDays: z.literal(apiTokenLifetimes).describe('7, 30, 90 or 365 days'),
});

export const createApiToken = endpoint({
  method: 'POST',
  path: '/bayuser/api-tokens',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary:
    'Creates a personal API token; the answer carries its secret, shown this once (only its SHA-256 is stored). Over the limit: apiTokenLimitReached',
  body: createApiTokenBodySchema,
  data: apiTokenSchema.extend({ secret: text().describe('Send as `Authorization: Bearer <secret>`') }),
});

export const revokeApiToken = endpoint({
  method: 'DELETE',
  path: '/bayuser/api-tokens/:id',
  access: 'signedIn',
  summary: "Revokes one of the caller's personal API tokens at once; another user's token is notFound",
  params: z.object({ id: databaseIdParam() }),
  data: z.null(),
});
