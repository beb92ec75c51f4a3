import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registerAnswerBreaker } from '../faults/cut-answers.ts';
import {
  type AfterbuyFault,
  afterbuyFaultSchema,
  createAfterbuyFaultList,
  registerAfterbuyFaultRoutes,
} from './afterbuy-faults.ts';
import { type AfterbuyMessage, afterbuyAnswer, afterbuyParser, afterbuyPath } from './afterbuy-wire.ts';
import type { AfterbuyCatalogue, AfterbuyProduct } from './listing-catalogue.ts';
import { type ShopProductsRequest, shopProductsPage } from './shop-products.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AfterbuyAccount {
  partnerToken: string;
  accountToken: string;
  /** The shop products the account holds without an article number. */
  productIds: readonly number[];
  /** Further products, found by article number (the shop of a seller's eBay listings). */
  catalogue?: AfterbuyCatalogue;
}

/** The demo account of the stand-in: its credentials are shown in the demo's account page hint. */
export const demoAfterbuyAccount: AfterbuyAccount = {
  partnerToken: 'demo-partner-token',
  accountToken: 'demo-account-token',
  productIds: Array.from({ length: 50 }, (_, i) => 100_001 + i),
};

/** Afterbuy keeps at most this many characters of an attribute's value; longer ones are cut with a warning. */
export const attributeValueMaxLength = 250;

export interface ReceivedAttribute {
  name: string;
  value: string;
  position: number;
}

export interface AfterbuySandbox {
  /** What the client's URL is set to (the real one: https://api.afterbuy.de). */
  url: string;
  /** The attributes each product holds now, as the last UpdateShopProducts left them. */
  attributesOf(accountToken: string, productId: number): ReceivedAttribute[] | undefined;
  /** Calls received since the start, those a fault failed included. */
  callCount(): number;
  /** Makes the next matching calls fail (a status, slowly, cut off, unanswered), as `POST /sandbox/faults` does; returns its id. */
  injectFault(fault: Partial<AfterbuyFault>): number;
  /** Removes one fault, as `DELETE /sandbox/faults/{id}` does; false when it was used up already. */
  removeFault(id: number): boolean;
  clearFaults(): void;
  close(): Promise<void>;
}

interface RequestDocument {
  Request?: ShopProductsRequest & {
    AfterbuyGlobal?: { PartnerToken?: string; AccountToken?: string; CallName?: string };
    Products?: {
      Product?: {
        ProductIdent?: { ProductID?: string };
        Attributes?: {
          UpdateAction?: string;
          AddAttribut?: { AttributName?: string; AttributValue?: string; AttributPosition?: string }[];
        };
      }[];
    };
  };
}

/** A product of the account by ProductID, Anr or EAN; the fixed products have neither article number nor EAN. */
function findProduct(
  account: AfterbuyAccount,
  filter: 'ProductID' | 'Anr' | 'Ean',
  value: string,
): AfterbuyProduct | undefined {
  if (filter === 'Anr') return account.catalogue?.byAnr(value);
  if (filter === 'ProductID' && account.productIds.includes(Number(value)))
    return { productId: Number(value), anr: '', ean: '', name: `Produkt ${value}` };
  // The listing products are found by their article number only (ProductID and EAN need a scan of the shop).
  return undefined;
}

const message = (code: number, description: string, longDescription = description): AfterbuyMessage => ({
  code,
  description,
  longDescription,
});

/**
 * A local stand-in for Afterbuy's XML interface: `POST /afterbuy/ABInterface.aspx` with a `<Request>`. It knows
 * its accounts by partner and account token (else CallStatus Error), answers GetAfterbuyTime, GetShopProducts
 * (filters ProductID and Anr; a page of at most MaxShopItems with HasMoreProducts), and takes
 * UpdateShopProducts with product attributes (UpdateAction 1 replaces a product's attributes): an unknown product
 * is an Error and changes nothing, a value over 250 characters is cut with a Warning. Deterministic. Injected faults
 * answer their HTTP status instead, before the credentials are read.
 */
export async function startAfterbuySandbox(options: {
  port: number;
  host?: string;
  accounts?: readonly AfterbuyAccount[];
  /** The clock of GetAfterbuyTime. */
  now?: () => Date;
}): Promise<AfterbuySandbox> {
  const accounts = options.accounts ?? [demoAfterbuyAccount];
  const now = options.now ?? (() => new Date());
  const held = new Map<string, ReceivedAttribute[]>();
  const faults = createAfterbuyFaultList();
  let calls = 0;

  const app = Fastify({ logger: false });
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  registerAfterbuyFaultRoutes(app, faults);
  const breaker = registerAnswerBreaker(app);
  app.post(afterbuyPath, async (request, reply) => {
    calls += 1;
    let document: RequestDocument | null;
    try {
      document = afterbuyParser.parse(String(request.body ?? '')) as RequestDocument;
    } catch {
      document = null;
    }
    const global = document?.Request?.AfterbuyGlobal;
    const callName = global?.CallName ?? '';
    const fault = faults.take(callName);
    if (fault?.delayMs) await pause(fault.delayMs);
    if (fault?.status)
      return reply.code(fault.status).type('text/plain; charset=utf-8').send(`HTTP ${fault.status}`);
    if (fault?.answer && breaker.breakAnswer(request, reply, fault.answer)) return reply;
    reply.type('text/xml; charset=utf-8');
    if (!document)
      return afterbuyAnswer('', 'Error', {}, { errors: [message(1, 'The XML request could not be read.')] });
    const account = accounts.find(
      (a) => a.partnerToken === global?.PartnerToken && a.accountToken === global?.AccountToken,
    );
    if (!account)
      return afterbuyAnswer(
        callName,
        'Error',
        {},
        {
          errors: [
            message(2, 'Authentication failed.', 'The partner token or the account token is not valid.'),
          ],
        },
      );
    if (callName === 'GetAfterbuyTime')
      return afterbuyAnswer(callName, 'Success', {
        AfterbuyTimeStamp: now().toISOString(),
        AfterbuyUniversalTimeStamp: now().toISOString(),
      });
    if (callName === 'GetShopProducts') {
      const page = shopProductsPage(document.Request ?? {}, (filter, value) =>
        findProduct(account, filter, value),
      );
      if ('error' in page)
        return afterbuyAnswer(callName, 'Error', {}, { errors: [message(30, page.error)] });
      return afterbuyAnswer(callName, 'Success', {
        HasMoreProducts: page.hasMore ? 1 : 0,
        ...(page.products.length > 0 && {
          Products: {
            Product: page.products.map((p) => ({
              ProductID: p.productId,
              Anr: p.anr,
              EAN: p.ean,
              Name: p.name,
            })),
          },
        }),
        PaginationResult: { TotalNumberOfEntries: page.total },
      });
    }
    if (callName !== 'UpdateShopProducts')
      return afterbuyAnswer(callName, 'Error', {}, { errors: [message(3, `Unknown call ${callName}.`)] });

    const products = document.Request?.Products?.Product ?? [];
    const unknown = products
      .map((p) => Number(p.ProductIdent?.ProductID))
      .filter((id) => !account.productIds.includes(id) && !account.catalogue?.has(id));
    if (products.length === 0 || unknown.length > 0)
      return afterbuyAnswer(
        callName,
        'Error',
        {},
        {
          errors: (unknown.length > 0 ? unknown : [0]).map((id) =>
            message(10, 'Product not found.', `The product ${id} does not exist in this account.`),
          ),
        },
      );
    const warnings: AfterbuyMessage[] = [];
    for (const product of products) {
      const id = Number(product.ProductIdent?.ProductID);
      const key = `${account.accountToken}:${id}`;
      const given = (product.Attributes?.AddAttribut ?? []).map((a, i) => {
        const value = a.AttributValue ?? '';
        if (value.length > attributeValueMaxLength)
          warnings.push(
            message(
              20,
              'Attribute value shortened.',
              `The value of ${a.AttributName ?? ''} of product ${id} was cut to ${attributeValueMaxLength} characters.`,
            ),
          );
        return {
          name: a.AttributName ?? '',
          value: value.slice(0, attributeValueMaxLength),
          position: Number(a.AttributPosition ?? i + 1),
        };
      });
      const replaces = product.Attributes?.UpdateAction === '1';
      held.set(key, replaces ? given : [...(held.get(key) ?? []), ...given]);
    }
    return afterbuyAnswer(callName, warnings.length > 0 ? 'Warning' : 'Success', {}, { warnings });
  });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    attributesOf: (accountToken, productId) => held.get(`${accountToken}:${productId}`),
    callCount: () => calls,
    injectFault: (fault) => faults.add(afterbuyFaultSchema.parse(fault)),
    removeFault: (id) => faults.remove(id),
    clearFaults: () => faults.clear(),
    close: () => app.close(),
  };
}
