import {
  type ApiToken,
  type ApiTokenScope,
  apiTokenLimit,
  apiTokenPrefix,
} from '@baylytics/contract/api-tokens';
import type { AuthContext } from '../../kernel/auth-context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { ApiTokenRepository, ApiTokenRow } from './api-token-repository.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import type { AuthUserSource } from './service.ts';

const dayMs = 24 * 60 * 60 * 1000;
// Writing the last use on every call would turn each read into a write; a minute is exact enough to see use.
const touchEveryMs = 60_000;
// The prefix and this many characters of the secret are kept in the clear to tell tokens apart.
const hintLength = 4;

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: `${apiTokenPrefix}${row.hint}…`,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * A seller's personal API tokens: created with a secret shown once, listed, revoked; and the caller a token
 * stands for. A token acts as its owner, with the owner's roles, limited to its scope.
 */
export function createApiTokenService(
  repository: ApiTokenRepository,
  account: AuthUserSource,
  clock: () => Date,
) {
  return {
    async list(userId: number): Promise<ApiToken[]> {
      return (await repository.list(userId)).map(toApiToken);
    },

    async create(
      userId: number,
      input: { name: string; scope: ApiTokenScope; expiresInDays: number },
    ): Promise<ApiToken & { secret: string }> {
      const now = clock();
      if ((await repository.countLive(userId, now)) >= apiTokenLimit)
        throw new AppError('apiTokenLimitReached');
      const random = newSecretToken();
      const secret = `${apiTokenPrefix}${random}`;
      const row = await repository.create({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashSecretToken(secret),
        hint: random.slice(0, hintLength),
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInDays * dayMs),
      });
      return { ...toApiToken(row), secret };
    },

    async revoke(userId: number, id: number): Promise<void> {
      if (!(await repository.revoke(userId, id, clock()))) throw new AppError('notFound');
    },

    /** The caller a personal token stands for; unknown, expired and revoked tokens are refused (401). */
    async resolve(secret: string): Promise<AuthContext> {
      const now = clock();
      const token = await repository.findByHash(hashSecretToken(secret));
      if (!token) throw new AppError('apiTokenUnknown');
      if (token.revokedAt !== null) throw new AppError('apiTokenRevoked');
      if (token.expiresAt.getTime() <= now.getTime()) throw new AppError('apiTokenExpired');
      const user = await account.loadAuthUser(token.userId);
      if (!user) throw new AppError('apiTokenUnknown');
      if (token.lastUsedAt === null || now.getTime() - token.lastUsedAt.getTime() >= touchEveryMs)
        await repository.touch(token.id, now);
      return { user, sessionId: null, impersonatorId: null, apiToken: { id: token.id, scope: token.scope } };
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
