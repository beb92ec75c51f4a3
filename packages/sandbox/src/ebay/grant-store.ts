import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type TokenKind = 'user' | 'application';

export interface AccessGrant {
  kind: TokenKind;
  /** The consenting seller; absent on application tokens. */
  username?: string;
  scopes: string[];
  expiresAt: number;
}

export interface RefreshGrant {
  username: string;
  scopes: string[];
  expiresAt: number;
}

export interface AuthorizationCode {
  username: string;
  scopes: string[];
  redirectUri: string;
  expiresAt: number;
}

interface StoredGrants {
  accessTokens: Record<string, AccessGrant>;
  refreshTokens: Record<string, RefreshGrant>;
}

/** eBay's lifetimes: access tokens 2 hours, refresh tokens 18 months, authorization codes 299 seconds. */
export const accessTokenSeconds = 7_200;
export const refreshTokenSeconds = 47_304_000;
export const authorizationCodeSeconds = 299;

/**
 * Opaque like eBay's (`v^1.1#i^1#…`): the `#` and `^` make sure callers URL-encode tokens in form bodies
 * and redirects, as they must for the real ones.
 */
function ebayToken(marker: string): string {
  return `v^1.1#i^1#p^3#${marker}#I^3#f^0#t^${randomBytes(48).toString('base64url')}`;
}

export interface GrantStore {
  issueCode(grant: AuthorizationCode): string;
  /** Takes a code out of the store: a code works once, whether or not the exchange succeeds. */
  takeCode(code: string): AuthorizationCode | undefined;
  issueAccessToken(grant: AccessGrant): string;
  issueRefreshToken(grant: RefreshGrant): string;
  accessGrant(token: string, now: number): AccessGrant | undefined;
  refreshGrant(token: string, now: number): RefreshGrant | undefined;
  /** Forgets every token of a seller; returns how many refresh tokens were revoked. */
  revoke(username: string): number;
}

/**
 * Authorization codes live in memory (they last 299 s); access and refresh tokens are written to
 * `<dataDir>/ebay-grants.json` when a data folder is given, so a restarted stand-in still honours the
 * tokens the server sealed away, as eBay would.
 */
export function createGrantStore(dataDir: string | undefined, now: () => number): GrantStore {
  const file = dataDir ? path.join(dataDir, 'ebay-grants.json') : undefined;
  const codes = new Map<string, AuthorizationCode>();
  const stored: StoredGrants =
    file && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as StoredGrants)
      : { accessTokens: {}, refreshTokens: {} };
  const accessTokens = new Map(Object.entries(stored.accessTokens));
  const refreshTokens = new Map(Object.entries(stored.refreshTokens));

  function save(): void {
    if (!file) return;
    const at = now();
    for (const [token, grant] of accessTokens) if (grant.expiresAt <= at) accessTokens.delete(token);
    for (const [token, grant] of refreshTokens) if (grant.expiresAt <= at) refreshTokens.delete(token);
    mkdirSync(path.dirname(file), { recursive: true });
    // Write then rename, so a crash mid-write leaves the previous file whole.
    const temporary = `${file}.${process.pid}.tmp`;
    const content: StoredGrants = {
      accessTokens: Object.fromEntries(accessTokens),
      refreshTokens: Object.fromEntries(refreshTokens),
    };
    writeFileSync(temporary, JSON.stringify(content));
    renameSync(temporary, file);
  }

  return {
    issueCode(grant) {
      const code = ebayToken('r^1');
      codes.set(code, grant);
      return code;
    },
    takeCode(code) {
      const grant = codes.get(code);
      codes.delete(code);
      return grant;
    },
    issueAccessToken(grant) {
      const token = ebayToken('r^0');
      accessTokens.set(token, grant);
      // Application tokens are fetched again after a restart without harm; only user tokens are worth a write.
      if (grant.kind === 'user') save();
      return token;
    },
    issueRefreshToken(grant) {
      const token = ebayToken('r^1');
      refreshTokens.set(token, grant);
      save();
      return token;
    },
    accessGrant(token, at) {
      const grant = accessTokens.get(token);
      return grant && grant.expiresAt > at ? grant : undefined;
    },
    refreshGrant(token, at) {
      const grant = refreshTokens.get(token);
      return grant && grant.expiresAt > at ? grant : undefined;
    },
    revoke(username) {
      let revoked = 0;
      for (const [token, grant] of refreshTokens) {
        if (grant.username !== username) continue;
        refreshTokens.delete(token);
        revoked += 1;
      }
      for (const [token, grant] of accessTokens) if (grant.username === username) accessTokens.delete(token);
      save();
      return revoked;
    },
  };
}
