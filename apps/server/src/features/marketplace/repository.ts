import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { ebayConsents, ebayTokens } from '../../db/schema/marketplace.ts';
import { rankingAccounts } from '../../db/schema/ranking.ts';
import { transactional } from '../../db/transactional.ts';

export interface NewGrant {
  userId: number;
  username: string;
  ebayUserId: string;
  accessTokenSealed: string;
  accessTokenExpiresAt: Date;
  refreshTokenSealed: string;
  refreshTokenExpiresAt: Date;
  scopes: string[];
}

const tokenColumns = {
  id: ebayTokens.id,
  username: ebayTokens.username,
  expiresAt: ebayTokens.expiresAt,
  isBlocked: ebayTokens.isBlocked,
  accessTokenSealed: ebayTokens.accessTokenSealed,
  hasGrant: sql<boolean>`${ebayTokens.refreshTokenSealed} is not null`,
};

export type TokenRow = {
  id: number;
  username: string;
  expiresAt: Date;
  isBlocked: boolean;
  accessTokenSealed: string | null;
  hasGrant: boolean;
};

const sameSeller = (username: string, ebayUserId: string) =>
  or(sql`lower(${ebayTokens.username}) = lower(${username})`, eq(ebayTokens.ebayUserId, ebayUserId));

/**
 * SQL of the eBay connection: pending consents and the connected sellers' token rows, by owner; only the
 * eBay client's token store (by token id) and the account deletion (by eBay user) read across owners.
 */
export function createMarketplaceRepository(db: Executor) {
  return transactional(db, marketplaceStatements);
}

function marketplaceStatements(db: Executor) {
  return {
    async addConsent(stateHash: string, userId: number, expiresAt: Date, now: Date): Promise<void> {
      await db
        .delete(ebayConsents)
        .where(and(eq(ebayConsents.userId, userId), lt(ebayConsents.expiresAt, now)));
      await db.insert(ebayConsents).values({ stateHash, userId, expiresAt });
    },

    /** Marks the caller's pending, unexpired consent used; false when there is none (used, expired, another's). */
    async takeConsent(stateHash: string, userId: number, now: Date): Promise<boolean> {
      const taken = await db
        .update(ebayConsents)
        .set({ usedAt: now })
        .where(
          and(
            eq(ebayConsents.stateHash, stateHash),
            eq(ebayConsents.userId, userId),
            isNull(ebayConsents.usedAt),
            sql`${ebayConsents.expiresAt} > ${now}`,
          ),
        )
        .returning({ userId: ebayConsents.userId });
      return taken.length > 0;
    },

    /**
     * Stores a seller's new grant: the caller's row for that seller (same eBay user id or user name) is
     * updated, else one is added. 'takenByOther' when another user has connected that seller. A lock per
     * seller name serialises two users connecting the same seller at once.
     */
    async saveGrant(grant: NewGrant, now: Date): Promise<'saved' | 'takenByOther'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`ebay-seller:${grant.username.toLowerCase()}`}))`,
        );
        const [other] = await tx
          .select({ id: ebayTokens.id })
          .from(ebayTokens)
          .where(and(ne(ebayTokens.userId, grant.userId), sameSeller(grant.username, grant.ebayUserId)))
          .limit(1);
        if (other) return 'takenByOther';
        const values = {
          username: grant.username,
          ebayUserId: grant.ebayUserId,
          expiresAt: grant.refreshTokenExpiresAt,
          isBlocked: false,
          accessTokenSealed: grant.accessTokenSealed,
          accessTokenExpiresAt: grant.accessTokenExpiresAt,
          refreshTokenSealed: grant.refreshTokenSealed,
          scopes: grant.scopes.join(' '),
          updatedAt: now,
        };
        const updated = await tx
          .update(ebayTokens)
          .set(values)
          .where(and(eq(ebayTokens.userId, grant.userId), sameSeller(grant.username, grant.ebayUserId)))
          .returning({ id: ebayTokens.id });
        if (updated.length === 0) await tx.insert(ebayTokens).values({ ...values, userId: grant.userId });
        return 'saved';
      });
    },

    async tokenPage(
      userId: number,
      page: {
        pageIndex: number;
        pageSize: number;
        orderBy: 'username' | 'expiresAt';
        direction: 'asc' | 'desc';
      },
    ): Promise<{ rows: TokenRow[]; total: number }> {
      const order = page.direction === 'asc' ? asc : desc;
      const column = page.orderBy === 'expiresAt' ? ebayTokens.expiresAt : sql`lower(${ebayTokens.username})`;
      const rows = await db
        .select(tokenColumns)
        .from(ebayTokens)
        .where(eq(ebayTokens.userId, userId))
        .orderBy(order(column), asc(ebayTokens.id))
        .limit(page.pageSize)
        .offset((page.pageIndex - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(ebayTokens).where(eq(ebayTokens.userId, userId));
      return { rows, total: total?.n ?? 0 };
    },

    async tokensOf(userId: number): Promise<TokenRow[]> {
      return db
        .select(tokenColumns)
        .from(ebayTokens)
        .where(eq(ebayTokens.userId, userId))
        .orderBy(sql`lower(${ebayTokens.username})`);
    },

    /** The caller's own token row; another user's id finds nothing, exactly like an unknown id. */
    async ownToken(userId: number, tokenId: number): Promise<TokenRow | undefined> {
      const [row] = await db
        .select(tokenColumns)
        .from(ebayTokens)
        .where(and(eq(ebayTokens.id, tokenId), eq(ebayTokens.userId, userId)));
      return row;
    },

    async removeOwnToken(userId: number, tokenId: number): Promise<boolean> {
      const removed = await db
        .delete(ebayTokens)
        .where(and(eq(ebayTokens.id, tokenId), eq(ebayTokens.userId, userId)))
        .returning({ id: ebayTokens.id });
      return removed.length > 0;
    },

    /** Every user's tokens of one eBay user (account deletion); answers the rows removed. */
    async removeTokensOfEbayUser(
      ebayUserId: string,
      username: string,
    ): Promise<{ userId: number; username: string }[]> {
      return db
        .delete(ebayTokens)
        .where(
          or(eq(ebayTokens.ebayUserId, ebayUserId), sql`lower(${ebayTokens.username}) = lower(${username})`),
        )
        .returning({ userId: ebayTokens.userId, username: ebayTokens.username });
    },

    /** The owners' imported accounts of the given seller names (listings and imports go by cascade). */
    async removeRankingAccounts(owners: number[], lowerCaseNames: string[]): Promise<void> {
      await db
        .delete(rankingAccounts)
        .where(
          and(
            inArray(rankingAccounts.userId, owners),
            inArray(sql`lower(${rankingAccounts.sellerName})`, lowerCaseNames),
          ),
        );
    },

    /** The user's token for a seller name that may be used now: not blocked, grant not expired. */
    async usableTokenId(userId: number, sellerName: string, now: Date): Promise<number | null> {
      const [token] = await db
        .select({ id: ebayTokens.id })
        .from(ebayTokens)
        .where(
          and(
            eq(ebayTokens.userId, userId),
            sql`lower(${ebayTokens.username}) = lower(${sellerName})`,
            eq(ebayTokens.isBlocked, false),
            gt(ebayTokens.expiresAt, now),
          ),
        );
      return token?.id ?? null;
    },

    /** The seller names of the user's usable tokens (not blocked, grant not expired), oldest first. */
    async usableSellerNames(userId: number, now: Date): Promise<string[]> {
      const rows = await db
        .select({ username: ebayTokens.username })
        .from(ebayTokens)
        .where(
          and(eq(ebayTokens.userId, userId), eq(ebayTokens.isBlocked, false), gt(ebayTokens.expiresAt, now)),
        )
        .orderBy(asc(ebayTokens.id));
      return rows.map((row) => row.username);
    },

    /** The sealed tokens of one row, for the eBay client. */
    async sealedToken(tokenId: number) {
      const [row] = await db
        .select({
          id: ebayTokens.id,
          username: ebayTokens.username,
          accessTokenSealed: ebayTokens.accessTokenSealed,
          accessTokenExpiresAt: ebayTokens.accessTokenExpiresAt,
          refreshTokenSealed: ebayTokens.refreshTokenSealed,
          refreshTokenExpiresAt: ebayTokens.expiresAt,
          scopes: ebayTokens.scopes,
          isBlocked: ebayTokens.isBlocked,
        })
        .from(ebayTokens)
        .where(eq(ebayTokens.id, tokenId));
      return row;
    },

    async saveAccessToken(tokenId: number, sealed: string, expiresAt: Date, now: Date): Promise<void> {
      await db
        .update(ebayTokens)
        .set({ accessTokenSealed: sealed, accessTokenExpiresAt: expiresAt, updatedAt: now })
        .where(eq(ebayTokens.id, tokenId));
    },

    /** eBay revoked the grant: both tokens are forgotten, the seller must consent again. */
    async forgetTokens(tokenId: number, now: Date): Promise<void> {
      await db
        .update(ebayTokens)
        .set({
          accessTokenSealed: null,
          accessTokenExpiresAt: null,
          refreshTokenSealed: null,
          updatedAt: now,
        })
        .where(eq(ebayTokens.id, tokenId));
    },
  };
}

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
