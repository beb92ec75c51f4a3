import type { Config } from '../../app/config.ts';
import type { IpLocator } from '../../integrations/ip-location/ip-locator.ts';
import type { AuthContext, AuthUser } from '../../kernel/auth-context.ts';
import { AppError } from '../../kernel/errors.ts';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords.ts';
import type { AuthRepository, LoginMethod, RequestOrigin } from './repository.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import { secondsToWait } from './sign-in-throttle.ts';

const minuteMs = 60_000;
// Writing lastSeenAt on every request would turn each read into a write.
const touchEveryMs = 5 * minuteMs;

type AuthSettings = Pick<
  Config,
  'SESSION_DAYS' | 'LOGIN_TOKEN_MINUTES' | 'LOGIN_MAX_FAILURES' | 'LOGIN_WINDOW_MINUTES'
>;

/** Where a session's user is read from (the account area's service, handed in by the composition root). */
export interface AuthUserSource {
  loadAuthUser(userId: number): Promise<AuthUser | null>;
}

export function createAuthService(
  repository: AuthRepository,
  account: AuthUserSource,
  settings: AuthSettings,
  clock: () => Date,
  locator: IpLocator,
) {
  async function createSession(
    userId: number,
    method: LoginMethod,
    origin: RequestOrigin,
    expiresAt: Date,
    impersonatorId?: number,
  ) {
    const token = newSecretToken();
    const sessionId = await repository.createSession({
      userId,
      tokenHash: hashSecretToken(token),
      expiresAt,
      origin,
      ...(impersonatorId !== undefined && { impersonatorId }),
    });
    // Placed once as it is written: the databases may change, the sign-in's place should not.
    const place = await locator.locate(origin.ipAddress);
    await repository.recordLogin({
      userId,
      sessionId,
      method,
      origin,
      ...(place.network === 'public' && { location: place.location, isp: place.isp }),
    });
    return { token, sessionId };
  }

  async function openSession(userId: number, method: LoginMethod, origin: RequestOrigin) {
    const expiresAt = new Date(clock().getTime() + settings.SESSION_DAYS * 24 * 60 * minuteMs);
    return (await createSession(userId, method, origin, expiresAt)).token;
  }

  return {
    openSession,

    /** How long a session opened by signing in lasts, in seconds (the browser's cookie lives as long). */
    sessionSeconds: settings.SESSION_DAYS * 24 * 60 * 60,

    /**
     * A session of its own in which an administrator acts as the user, ending by itself after `minutes`. It is
     * written to the user's sign-in log as an impersonation; the caller writes the audit entry.
     */
    async openImpersonationSession(adminId: number, userId: number, origin: RequestOrigin, minutes: number) {
      const expiresAt = new Date(clock().getTime() + minutes * minuteMs);
      const session = await createSession(userId, 'impersonation', origin, expiresAt, adminId);
      return { ...session, expiresAt };
    },

    /** Ends every session of the account (an administrator revoking its access); answers how many ended. */
    async endAllSessions(userId: number): Promise<number> {
      return repository.revokeAllSessions(userId, clock());
    },

    /** Whether the password is the account's current one. */
    async isCurrentPassword(userId: number, password: string): Promise<boolean> {
      const passwordHash = await repository.passwordHashOf(userId);
      return passwordHash ? verifyPassword(passwordHash, password) : false;
    },

    /** Sets a new password and ends every session of the account, so a thief's session ends too. */
    async replacePassword(userId: number, email: string, password: string): Promise<void> {
      await repository.setPasswordHash(userId, await hashPassword(password));
      await repository.revokeAllSessions(userId, clock());
      await repository.clearFailures(email.trim().toLowerCase());
    },

    /**
     * Password sign-in. Unknown e-mail and wrong password answer alike and take alike long; only a
     * correct password reveals that the account still waits for its e-mail confirmation. Failures slow down
     * the address they come from, for the account and for all accounts (see `secondsToWait`); the owner
     * signing in from elsewhere is never held up.
     */
    async login(email: string, password: string, origin: RequestOrigin): Promise<string> {
      const now = clock();
      const emailKey = email.trim().toLowerCase();
      const windowStart = new Date(now.getTime() - settings.LOGIN_WINDOW_MINUTES * minuteMs);
      const failures = await repository.recentFailures(emailKey, origin.ipAddress, windowStart);
      const windowMs = settings.LOGIN_WINDOW_MINUTES * minuteMs;
      const wait = Math.max(
        secondsToWait(failures.byAccountAndIp, settings.LOGIN_MAX_FAILURES, windowMs, now),
        secondsToWait(failures.byIp, settings.LOGIN_MAX_FAILURES * 4, windowMs, now),
      );
      if (wait > 0) throw new AppError('tooManyLoginAttempts', undefined, wait);
      const user = await repository.findUserByEmail(emailKey);
      if (!user) await verifyDecoyPassword(password);
      const isValid = user ? await verifyPassword(user.passwordHash, password) : false;
      if (!user || !isValid) {
        await repository.recordFailure(emailKey, origin.ipAddress, now, windowStart);
        throw new AppError('invalidUsernameOrPassword');
      }
      if (user.status === 'false') throw new AppError('accountNotActivated');
      await repository.clearFailures(emailKey, origin.ipAddress);
      return openSession(user.id, 'password', origin);
    },

    async loginWithToken(loginToken: string, origin: RequestOrigin): Promise<string> {
      const userId = await repository.consumeLoginToken(hashSecretToken(loginToken), clock());
      if (userId === null) throw new AppError('invalidLoginToken');
      return openSession(userId, 'token', origin);
    },

    /** Issues a one-time sign-in token (support hand-over, impersonation). */
    async issueLoginToken(userId: number): Promise<string> {
      const token = newSecretToken();
      const expiresAt = new Date(clock().getTime() + settings.LOGIN_TOKEN_MINUTES * minuteMs);
      await repository.createLoginToken(userId, hashSecretToken(token), expiresAt);
      return token;
    },

    async logout(sessionId: string): Promise<void> {
      await repository.revokeSession(sessionId, clock());
    },

    async resolveSession(token: string): Promise<AuthContext | null> {
      const now = clock();
      const session = await repository.findLiveSession(hashSecretToken(token), now);
      if (!session) return null;
      const user = await account.loadAuthUser(session.userId);
      if (!user) return null;
      if (now.getTime() - session.lastSeenAt.getTime() > touchEveryMs)
        await repository.touchSession(session.id, now);
      return { user, sessionId: session.id, impersonatorId: session.impersonatorId, apiToken: null };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
