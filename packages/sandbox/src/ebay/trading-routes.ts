import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TradingError } from './ebay-failure.ts';
import { sellerOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';
import { requestedDay } from './sandbox-date.ts';
import { type CallInput, type CallOutcome, getItem, getSellerList, reviseItem } from './trading-calls.ts';
import { parseTradingRequest, tradingResponse } from './trading-xml.ts';

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/**
 * RevokeToken: with the application's keys (X-EBAY-API-APP-NAME, X-EBAY-API-CERT-NAME) beside the seller's
 * token, every token of the grant ends, the refresh token included.
 */
function revokeToken(context: EbayContext, request: FastifyRequest): { errors?: TradingError[] } {
  const isOurApplication =
    headerOf(request, 'x-ebay-api-app-name') === context.clientId &&
    headerOf(request, 'x-ebay-api-cert-name') === context.clientSecret;
  if (!isOurApplication)
    return {
      errors: [
        {
          errorCode: 127,
          shortMessage: 'Invalid application keys.',
          longMessage: 'The application keys are missing or do not belong to the token.',
        },
      ],
    };
  context.grants.revoke(sellerOf(context, request, true));
  return {};
}

const calls: Record<string, (input: CallInput) => CallOutcome> = {
  GetItem: getItem,
  GetSellerList: getSellerList,
  ReviseItem: (input) => reviseItem(input, false),
  ReviseFixedPriceItem: (input) => reviseItem(input, true),
};

export function callNameOf(request: FastifyRequest): string {
  const header = request.headers['x-ebay-api-call-name'];
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}

/** A Trading refusal as eBay sends it: HTTP 200 with Ack Failure, except for limits and outages. */
export function tradingFailureBody(request: FastifyRequest, now: Date, error: TradingError): string {
  return tradingResponse(callNameOf(request) || 'Generic', now, {}, [error]);
}

/** The Trading API: one URL, the call named by a header, XML in and out. */
export function registerTradingRoutes(app: FastifyInstance, context: EbayContext): void {
  app.post('/ws/api.dll', async (request, reply) => {
    const now = context.now();
    const callName = callNameOf(request);
    reply.type('text/xml; charset=utf-8');
    if (callName === 'RevokeToken') {
      const outcome = revokeToken(context, request);
      return tradingResponse(callName, now, {}, outcome.errors ?? []);
    }
    const call = calls[callName];
    if (!call) {
      return tradingResponse(callName || 'Generic', now, {}, [
        {
          errorCode: 2,
          shortMessage: 'Unsupported API call.',
          longMessage: `The API call "${callName}" is invalid or not supported in this release.`,
        },
      ]);
    }
    const body = parseTradingRequest(typeof request.body === 'string' ? request.body : '', callName);
    if (!body) {
      return tradingResponse(callName, now, {}, [
        {
          errorCode: 5,
          shortMessage: 'XML Parse error.',
          longMessage: `XML Error Text: "${callName}Request" not found.`,
        },
      ]);
    }
    const outcome = call({
      context,
      request: body,
      username: sellerOf(context, request, true),
      day: requestedDay(request.headers['x-sandbox-date'], now),
    });
    return tradingResponse(callName, now, 'content' in outcome ? outcome.content : {}, outcome.errors ?? []);
  });
}
