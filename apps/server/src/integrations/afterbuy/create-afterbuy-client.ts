import { setTimeout as sleep } from 'node:timers/promises';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { z } from 'zod';

/** A user's Afterbuy partner credentials, as the XML interface's `AfterbuyGlobal` takes them. */
export interface AfterbuyCredentials {
  partnerToken: string;
  accountToken: string;
}

/** One attribute of a shop product (Afterbuy's `AddAttribut`). */
export interface AfterbuyAttribute {
  name: string;
  value: string;
}

/** Afterbuy's answer: its CallStatus and its error or warning texts (long descriptions, else short ones). */
export interface AfterbuyResult {
  status: 'Success' | 'Warning' | 'Error';
  messages: string[];
}

/** A product of the seller's Afterbuy shop, as GetShopProducts answers it. */
export interface AfterbuyShopProduct {
  productId: number;
  /** The article number (`Anr`). */
  anr: string;
  ean: string;
  name: string;
}

/** At most this many article numbers go into one GetShopProducts filter. */
export const anrsPerLookup = 100;

export interface AfterbuyClient {
  /** GetAfterbuyTime: the lightest call; Success means the credentials are valid. */
  checkCredentials(credentials: AfterbuyCredentials): Promise<AfterbuyResult>;
  /** UpdateShopProducts with UpdateAction 1: the attributes replace the product's attributes. */
  replaceProductAttributes(
    credentials: AfterbuyCredentials,
    productId: number,
    attributes: readonly AfterbuyAttribute[],
  ): Promise<AfterbuyResult>;
  /**
   * GetShopProducts filtered by article number (`Anr`, at most `anrsPerLookup` of them), every page: the shop's
   * products carrying one of them. An Error answer comes back as its status and texts, with no products.
   */
  findProductsByAnr(
    credentials: AfterbuyCredentials,
    anrs: readonly string[],
  ): Promise<AfterbuyResult & { products: AfterbuyShopProduct[] }>;
}

/** Afterbuy could not be reached or answered something that is not its XML. */
export class AfterbuyUnavailableError extends Error {}

export const afterbuyInterfacePath = '/afterbuy/ABInterface.aspx';

const builder = new XMLBuilder({ format: false, suppressEmptyNode: false });
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'Error' || name === 'Warning' || name === 'Product',
});

/** Pages of one lookup, at most: 100 article numbers fill one page of 250 unless a number names variants. */
const maxLookupPages = 20;

const productSchema = z.object({
  ProductID: z.coerce.number().int().positive(),
  Anr: z.string().optional(),
  EAN: z.string().optional(),
  Name: z.string().optional(),
});
const productsSchema = z
  .object({
    HasMoreProducts: z.string().optional(),
    Products: z
      .object({ Product: z.array(productSchema) })
      .optional()
      .or(z.literal('')),
  })
  .passthrough();

const messageSchema = z.object({
  ErrorLongDescription: z.string().optional(),
  ErrorDescription: z.string().optional(),
  WarningLongDescription: z.string().optional(),
  WarningDescription: z.string().optional(),
});
const answerSchema = z.object({
  Afterbuy: z.object({
    CallStatus: z.enum(['Success', 'Warning', 'Error']),
    Result: z
      .object({
        ErrorList: z.object({ Error: z.array(messageSchema) }).optional(),
        WarningList: z.object({ Warning: z.array(messageSchema) }).optional(),
      })
      .passthrough()
      .optional()
      .or(z.literal('')),
  }),
});

/**
 * A client of Afterbuy's XML interface (https://xmldoku.afterbuy.de/dokued/): every call is one POST of a
 * `<Request>` whose `<AfterbuyGlobal>` carries the partner token, the account token and the call name; the answer
 * is an `<Afterbuy>` document with `<CallStatus>`. Only the calls the transformer needs are built.
 */
export function createAfterbuyClient(options: {
  /** https://api.afterbuy.de, or the local stand-in. */
  url: string;
  /** Per attempt, the whole answer included; 15 s by default. */
  timeoutMs?: number;
  /** Tries of a read in all (GetAfterbuyTime, GetShopProducts), the first included; 3 by default. */
  readAttempts?: number;
  /** The first wait between tries of a read, doubled each time, with jitter; 500 ms by default. */
  retryBaseDelayMs?: number;
  fetch?: typeof fetch;
}): AfterbuyClient {
  const endpoint = `${options.url.replace(/\/+$/, '')}${afterbuyInterfacePath}`;
  const fetchImpl = options.fetch ?? fetch;
  const readAttempts = Math.max(1, options.readAttempts ?? 3);
  const baseDelayMs = options.retryBaseDelayMs ?? 500;

  /**
   * A read is tried again while Afterbuy cannot be reached, answers an error status, stalls past the timeout or
   * cuts its answer off; a write (UpdateShopProducts) is sent once, since Afterbuy takes no idempotency key:
   * the user who asked for it is told it failed and sends it again.
   */
  async function call(
    credentials: AfterbuyCredentials,
    callName: string,
    body: Record<string, unknown> = {},
  ): Promise<AfterbuyResult & { result: Record<string, unknown> }> {
    const attempts = callName === 'UpdateShopProducts' ? 1 : readAttempts;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await callOnce(credentials, callName, body);
      } catch (error) {
        if (!(error instanceof AfterbuyUnavailableError) || attempt >= attempts) throw error;
        const ceiling = baseDelayMs * 2 ** (attempt - 1);
        await sleep(ceiling / 2 + (Math.random() * ceiling) / 2);
      }
    }
  }

  async function callOnce(
    credentials: AfterbuyCredentials,
    callName: string,
    body: Record<string, unknown>,
  ): Promise<AfterbuyResult & { result: Record<string, unknown> }> {
    const xml = `<?xml version="1.0" encoding="utf-8"?>${builder.build({
      Request: {
        AfterbuyGlobal: {
          PartnerToken: credentials.partnerToken,
          AccountToken: credentials.accountToken,
          CallName: callName,
          DetailLevel: 0,
          ErrorLanguage: 'DE',
        },
        ...body,
      },
    })}`;
    let text: string;
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body: xml,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      text = await response.text();
      if (!response.ok) throw new AfterbuyUnavailableError(`Afterbuy answered HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof AfterbuyUnavailableError) throw error;
      throw new AfterbuyUnavailableError('Afterbuy could not be reached', { cause: error });
    }
    const parsed = answerSchema.safeParse(parser.parse(text));
    if (!parsed.success) throw new AfterbuyUnavailableError('Afterbuy answered no CallStatus');
    const result = parsed.data.Afterbuy.Result || {};
    const messages = [
      ...(result.ErrorList?.Error ?? []).map((m) => m.ErrorLongDescription || m.ErrorDescription || ''),
      ...(result.WarningList?.Warning ?? []).map(
        (m) => m.WarningLongDescription || m.WarningDescription || '',
      ),
    ].filter(Boolean);
    return { status: parsed.data.Afterbuy.CallStatus, messages, result };
  }

  const plain = async (answer: Promise<AfterbuyResult>): Promise<AfterbuyResult> => {
    const { status, messages } = await answer;
    return { status, messages };
  };

  return {
    checkCredentials: (credentials) => plain(call(credentials, 'GetAfterbuyTime')),
    async findProductsByAnr(credentials, anrs) {
      if (anrs.length > anrsPerLookup)
        throw new RangeError(`at most ${anrsPerLookup} article numbers a lookup`);
      const products: AfterbuyShopProduct[] = [];
      const messages: string[] = [];
      let status: AfterbuyResult['status'] = 'Success';
      for (let page = 1; page <= maxLookupPages; page++) {
        const answer = await call(credentials, 'GetShopProducts', {
          MaxShopItems: 250,
          SuppressBaseProductRelatedData: 1,
          PaginationEnabled: 1,
          PageNumber: page,
          DataFilter: { Filter: { FilterName: 'Anr', FilterValues: { FilterValue: [...anrs] } } },
        });
        messages.push(...answer.messages);
        if (answer.status === 'Error') return { status: 'Error', messages, products: [] };
        if (answer.status === 'Warning') status = 'Warning';
        const parsed = productsSchema.safeParse(answer.result);
        if (!parsed.success)
          throw new AfterbuyUnavailableError('Afterbuy answered products it could not be read');
        for (const p of parsed.data.Products ? parsed.data.Products.Product : [])
          products.push({ productId: p.ProductID, anr: p.Anr ?? '', ean: p.EAN ?? '', name: p.Name ?? '' });
        if (parsed.data.HasMoreProducts !== '1') break;
      }
      return { status, messages, products };
    },
    replaceProductAttributes: (credentials, productId, attributes) =>
      plain(
        call(credentials, 'UpdateShopProducts', {
          Products: {
            Product: {
              ProductIdent: { ProductInsert: 0, ProductID: productId },
              Attributes: {
                UpdateAction: 1,
                AddAttribut: attributes.map((a, i) => ({
                  AttributName: a.name,
                  AttributValue: a.value,
                  AttributTyp: 1,
                  AttributPosition: i + 1,
                  AttributRequired: 0,
                })),
              },
            },
          },
        }),
      ),
  };
}
