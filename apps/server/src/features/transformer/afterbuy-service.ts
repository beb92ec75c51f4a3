import type {
  AfterbuyCredentialsBody,
  AfterbuyCredentialsStatus,
  AfterbuyResult,
} from '@baylytics/contract/afterbuy';
import type { MvlRow } from '@baylytics/contract/transformer';
import {
  type AfterbuyResult as AfterbuyAnswer,
  type AfterbuyClient,
  type AfterbuyCredentials,
  AfterbuyUnavailableError,
} from '../../integrations/afterbuy/create-afterbuy-client.ts';
import type { TokenCipher } from '../../integrations/ebay/token-cipher.ts';
import { AppError } from '../../kernel/errors.ts';
import { afterbuyAttributesOf } from './afterbuy-attributes.ts';
import type { AfterbuyCredentialsRepository } from './afterbuy-credentials-repository.ts';
import { maskSecret } from './mask-secret.ts';
import { openAfterbuyCredentials } from './open-afterbuy-credentials.ts';

const notSet: AfterbuyCredentialsStatus = {
  isSet: false,
  partnerToken: null,
  accountToken: null,
  updatedTime: null,
};

/**
 * The transformer's after-buy system (spec 002 §2, §8): each user's own Afterbuy partner credentials, sealed at
 * rest and answered as masks only, checked against Afterbuy on request, and used to send the vehicle usage list
 * to a product of the user's Afterbuy shop. Afterbuy's CallStatus and first text are answered as they come;
 * an Afterbuy that cannot be reached is `afterbuyUnavailable`.
 */
export function createAfterbuyService(deps: {
  repository: AfterbuyCredentialsRepository;
  cipher: TokenCipher;
  afterbuy: AfterbuyClient;
  /** Queues the lookup of the user's listings in its Afterbuy shop (the product links). */
  requestLinks: (userId: number) => Promise<void>;
  clock: () => Date;
}) {
  const { repository, cipher, afterbuy, requestLinks, clock } = deps;

  const open = (userId: number) => openAfterbuyCredentials(repository, cipher, userId);

  async function status(userId: number): Promise<AfterbuyCredentialsStatus> {
    const row = await repository.of(userId);
    if (!row) return notSet;
    const opened = await open(userId);
    return {
      isSet: true,
      // Sealed under another key (EBAY_TOKEN_KEY changed): shown masked-empty; saving them again seals them anew.
      partnerToken: maskSecret(opened?.partnerToken ?? null),
      accountToken: maskSecret(opened?.accountToken ?? null),
      updatedTime: row.updatedAt.toISOString(),
    };
  }

  async function send(
    userId: number,
    call: (credentials: AfterbuyCredentials) => Promise<AfterbuyAnswer>,
  ): Promise<AfterbuyResult> {
    const credentials = await open(userId);
    if (!credentials) throw new AppError('afterbuyCredentialsMissing');
    try {
      const answer = await call(credentials);
      return { ack: answer.status, message: answer.messages[0] ?? '' };
    } catch (error) {
      if (error instanceof AfterbuyUnavailableError) throw new AppError('afterbuyUnavailable');
      throw error;
    }
  }

  return {
    status,

    async save(userId: number, body: AfterbuyCredentialsBody): Promise<AfterbuyCredentialsStatus> {
      await repository.save(
        userId,
        {
          partnerTokenSealed: cipher.seal(body.partnerToken, 'afterbuyPartner'),
          accountTokenSealed: cipher.seal(body.accountToken, 'afterbuyAccount'),
        },
        clock(),
      );
      await requestLinks(userId);
      return status(userId);
    },

    remove: (userId: number) => repository.remove(userId),

    /** GetAfterbuyTime with the stored credentials: Success means Afterbuy accepts them, and the links are looked up again. */
    async test(userId: number): Promise<AfterbuyResult> {
      const answer = await send(userId, (credentials) => afterbuy.checkCredentials(credentials));
      if (answer.ack !== 'Error') await requestLinks(userId);
      return answer;
    },

    /** The table's vehicles replace the attributes of the user's Afterbuy product `afterBuyId`. */
    update: (userId: number, body: { afterBuyId: string; mvlData: Omit<MvlRow, 'index'>[] }) =>
      send(userId, (credentials) =>
        afterbuy.replaceProductAttributes(
          credentials,
          Number(body.afterBuyId),
          afterbuyAttributesOf(body.mvlData),
        ),
      ),
  };
}

export type AfterbuyService = ReturnType<typeof createAfterbuyService>;
