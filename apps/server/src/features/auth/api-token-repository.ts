import type { ApiTokenScope } from '@baylytics/contract/api-tokens';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { apiTokens } from '../../db/schema/users-and-auth.ts';

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  hint: apiTokens.hint,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

export interface ApiTokenRow {
  id: number;
  name: string;
  scope: ApiTokenScope;
  hint: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const asRow = <T extends { scope: string }>(row: T) => ({ ...row, scope: row.scope as ApiTokenScope });

/** Personal API tokens: every query on a seller's tokens is scoped by the owner. */
export function createApiTokenRepository(db: Database) {
  return {
    async list(userId: number): Promise<ApiTokenRow[]> {
      const rows = await db
        .select(listed)
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
      return rows.map(asRow);
    },

    /** Tokens that still work: not revoked, not expired. */
    async countLive(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
      return row?.n ?? 0;
    },

    async create(input: {
      userId: number;
      name: string;
      scope: ApiTokenScope;
      tokenHash: string;
      hint: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(input).returning(listed);
      if (!row) throw new Error('api token insert returned nothing');
      return asRow(row);
    },

    /** Revokes the owner's token; false when the owner has no such token. Revoking twice keeps the first time. */
    async revoke(userId: number, id: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ revokedAt: apiTokens.revokedAt })
        .from(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)));
      if (!row) return false;
      if (row.revokedAt === null)
        await db
          .update(apiTokens)
          .set({ revokedAt: now })
          .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
      return true;
    },

    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({ ...listed, userId: apiTokens.userId })
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, tokenHash));
      return row ? asRow(row) : null;
    },

    async touch(id: number, now: Date): Promise<void> {
      await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id));
    },
  };
}

export type ApiTokenRepository = ReturnType<typeof createApiTokenRepository>;
