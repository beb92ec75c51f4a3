import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EbayContext } from './sandbox-context.ts';

export interface AccountDeletionRequest {
  username: string;
  /** The receiver's URL, exactly as registered with eBay (it is part of the challenge hash). */
  endpoint: string;
  verificationToken: string;
}

export interface AccountDeletionOutcome {
  challenge: { status: number; isAnswerValid: boolean };
  /** Absent when the challenge failed: eBay sends nothing to an endpoint that did not prove itself. */
  notification?: { status: number; notificationId: string; body: string; signature: string };
}

/** What the receiver must answer the challenge with: hex SHA-256 of code, token and endpoint, in that order. */
export function challengeResponse(
  challengeCode: string,
  verificationToken: string,
  endpoint: string,
): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

async function answerOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * eBay's marketplace account deletion notification: first the endpoint's challenge (GET with
 * `challenge_code`), then the signed POST of MARKETPLACE_ACCOUNT_DELETION.
 */
export async function sendAccountDeletion(
  context: EbayContext,
  input: AccountDeletionRequest,
): Promise<AccountDeletionOutcome> {
  const challengeCode = randomBytes(32).toString('hex');
  const challengeUrl = new URL(input.endpoint);
  challengeUrl.searchParams.set('challenge_code', challengeCode);
  const challenge = await fetch(challengeUrl, { headers: { accept: 'application/json' } });
  const answer = await answerOf(challenge);
  const expected = challengeResponse(challengeCode, input.verificationToken, input.endpoint);
  const isAnswerValid =
    challenge.status === 200 &&
    typeof answer === 'object' &&
    answer !== null &&
    (answer as Record<string, unknown>).challengeResponse === expected;
  if (!isAnswerValid) return { challenge: { status: challenge.status, isAnswerValid } };

  const seller = context.market.seller(input.username);
  const now = context.now().toISOString();
  const notificationId = randomUUID();
  const body = JSON.stringify({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
    notification: {
      notificationId,
      eventDate: now,
      publishDate: now,
      publishAttemptCount: 1,
      data: {
        username: seller?.username ?? input.username,
        userId: seller?.userId ?? createHash('sha1').update(input.username).digest('hex').slice(0, 10),
        // eBay's EIAS token is opaque; a stable derivation of the username serves the same purpose here.
        eiasToken: createHash('sha256').update(`eias:${input.username}`).digest('base64url'),
      },
    },
  });
  const signature = context.notificationSigner.signatureHeader(body);
  const delivery = await fetch(input.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ebay-signature': signature },
    body,
  });
  await delivery.body?.cancel();
  return {
    challenge: { status: challenge.status, isAnswerValid },
    notification: { status: delivery.status, notificationId, body, signature },
  };
}
