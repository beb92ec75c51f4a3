import type { AfterBuyLink, MvlTable, MvlUpdateResult } from '@baylytics/contract/transformer';
import { transformerNotesColumn } from '@baylytics/contract/transformer';
import type { EbayClient } from '../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId, TradingItem } from '../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../kernel/errors.ts';
import { toAppError } from '../marketplace/public.ts';
import { columnsOf, compatibilityOf, failedParts, partName, tableRowsOf } from './mvl-table.ts';

/** The stored link of a listing to its Afterbuy product, and the lookup queued when none is stored yet. */
export interface AfterbuyLinks {
  /** undefined: never looked up; null: the shop held no product for it at the last lookup. */
  productIdOf(userId: number, itemNumber: number): Promise<number | null | undefined>;
  /** Queues the lookup of the listing in the user's shop; false when the user has stored no Afterbuy credentials. */
  requestLookup(userId: number, itemNumber: number): Promise<boolean>;
}

export interface UsableTokens {
  usableTokenId(userId: number, sellerName: string, now: Date): Promise<number | null>;
  usableSellerNames(userId: number, now: Date): Promise<string[]>;
}

/** Trading's answers for an item that does not exist or cannot be read (17 not accessible, 37 bad id). */
const unknownItemCodes = new Set(['17', '37']);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The transformer of spec 002: reads a listing's vehicle usage list (Trading GetItem with the compatibility list)
 * through one of the caller's eBay tokens, and replaces another listing's list (ReviseItem with ReplaceAll)
 * through the token of that listing's seller.
 */
export function createTransformerService(deps: {
  tokens: UsableTokens;
  ebay: EbayClient;
  links: AfterbuyLinks;
  clock: () => Date;
}) {
  const { tokens, ebay, links, clock } = deps;

  async function readItem(
    tokenId: number,
    itemNumber: string,
    withCompatibility = false,
  ): Promise<TradingItem> {
    try {
      return await ebay.seller(tokenId).getItem(itemNumber, { withCompatibility });
    } catch (error) {
      if (
        error instanceof EbayError &&
        (error.kind === 'notFound' || error.ebayErrors.some((e) => unknownItemCodes.has(e.code)))
      )
        throw new AppError('notFound');
      throw toAppError(error);
    }
  }

  return {
    async table(
      userId: number,
      query: { itemNumber: number; itemNumberTransfer: number; eBaySiteId: number },
    ): Promise<MvlTable> {
      const usable = await tokens.usableSellerNames(userId, clock());
      const reader = usable[0];
      const tokenId = reader ? await tokens.usableTokenId(userId, reader, clock()) : null;
      if (tokenId === null) throw new AppError('ebayAccountNotConnected');
      const target = await readItem(tokenId, String(query.itemNumber));
      const source = await readItem(tokenId, String(query.itemNumberTransfer), true);
      const vehicles = source.compatibility ?? [];
      const columns = columnsOf(vehicles);
      if (vehicles.length === 0 || columns.length < 2) throw new AppError('noItemData');
      const sellerName = target.seller?.username ?? target.sellerUsername ?? '';
      // The stored link only: Afterbuy is asked in the background, never while the seller waits for the list.
      const afterBuyId = await links.productIdOf(userId, query.itemNumber);
      const isLookingUp = afterBuyId === undefined && (await links.requestLookup(userId, query.itemNumber));
      const afterBuyLink: AfterBuyLink =
        afterBuyId === undefined
          ? isLookingUp
            ? 'lookingUp'
            : 'none'
          : afterBuyId === null
            ? 'notFound'
            : 'found';
      return {
        itemNumber: String(query.itemNumber),
        itemNumberTransfer: String(query.itemNumberTransfer),
        eBaySiteId: (source.siteId ?? query.eBaySiteId) as EbaySiteId,
        columns,
        rows: tableRowsOf(vehicles, columns),
        sellerName,
        afterBuyId: afterBuyId == null ? null : String(afterBuyId),
        afterBuyLink,
        hasToken: usable.some((name) => same(name, sellerName)),
      };
    },

    async update(
      userId: number,
      body: {
        itemNumber: number;
        sellerName: string;
        columns: string[];
        mvlData: Parameters<typeof compatibilityOf>[1];
      },
    ): Promise<MvlUpdateResult> {
      if (body.columns[0] !== transformerNotesColumn)
        throw new AppError('validationFailed', [{ field: 'columns', message: 'invalid_value' }]);
      const tokenId = await tokens.usableTokenId(userId, body.sellerName, clock());
      if (tokenId === null) throw new AppError('ebayAccountNotConnected');
      const itemNumber = String(body.itemNumber);
      const sent = compatibilityOf(body.columns, body.mvlData);
      let warnings: string[];
      try {
        ({ warnings } = await ebay.seller(tokenId).reviseItem(itemNumber, { compatibility: sent }));
      } catch (error) {
        if (!(error instanceof EbayError) || error.kind !== 'rejected') throw toAppError(error);
        const errors = error.ebayErrors.map((entry) => ({ longMessage: entry.message }));
        return {
          ack: 'Error',
          message: errors[0]?.longMessage ?? '',
          errors,
          failedParts: sent.map(partName),
        };
      }
      // What eBay holds now tells which vehicles it did not take.
      const held = (await readItem(tokenId, itemNumber, true)).compatibility ?? [];
      return {
        ack: warnings.length > 0 ? 'Warning' : 'Success',
        message: warnings[0] ?? '',
        errors: warnings.map((longMessage) => ({ longMessage })),
        failedParts: failedParts(sent, held),
      };
    },
  };
}

export type TransformerService = ReturnType<typeof createTransformerService>;
