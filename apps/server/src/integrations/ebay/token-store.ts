/** A connected seller's grant as stored: the tokens sealed (see token-cipher.ts), never in plain text. */
export interface StoredEbayToken {
  id: number;
  username: string;
  accessTokenSealed: string | null;
  accessTokenExpiresAt: Date | null;
  /** Null once eBay revoked the grant. */
  refreshTokenSealed: string | null;
  refreshTokenExpiresAt: Date;
  scopes: string[];
  isBlocked: boolean;
}

/** The client's only access to the database: load a grant, store a renewed access token, mark a grant revoked. */
export interface EbayTokenStore {
  load(tokenId: number): Promise<StoredEbayToken | undefined>;
  saveAccessToken(tokenId: number, sealed: string, expiresAt: Date): Promise<void>;
  /** Drops both tokens: the seller has to consent again. */
  markRevoked(tokenId: number): Promise<void>;
}
