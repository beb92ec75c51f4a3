import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAnswerBreaker } from '../faults/cut-answers.ts';
import { apiOfPath, isLimitedApi } from './ebay-api.ts';
import { ebayFailures } from './ebay-failure.ts';
import { grantOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';
import { requestedDay } from './sandbox-date.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every call passes before its route, in this order: counted; an injected fault (slow answer,
 * failure, an answer cut off half way or none at all; a call that is only slow waits after its body is read,
 * so it is performed even when the caller has stopped waiting); the token (Browse and Taxonomy take any token, Identity, Media and Trading a user's); the rate limit
 * (only calls with a valid token count, as eBay counts per application); a valid `X-Sandbox-Date`.
 * Marketing and Account take a user's token with their `sell.*` scope.
 */
export function registerRequestPipeline(app: FastifyInstance, context: EbayContext): void {
  const breaker = registerAnswerBreaker(app);
  // Calls eBay performed and then answered with an error status (the work is done, the answer says it failed).
  const failedAfterCall = new WeakMap<FastifyRequest, 500 | 503>();
  // Calls that are only slow: held once their body is read, then performed whether or not the caller still waits
  // (a create eBay makes after the caller's timeout).
  const slowCalls = new WeakMap<FastifyRequest, number>();
  app.addHook('preHandler', async (request) => {
    const delayMs = slowCalls.get(request);
    if (delayMs === undefined) return;
    slowCalls.delete(request);
    await pause(delayMs);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const status = failedAfterCall.get(request);
    if (status === undefined) return payload;
    failedAfterCall.delete(request);
    const failure = ebayFailures.internal(apiOfPath(request.url.split('?')[0] ?? '') ?? 'sandbox', status);
    reply.removeHeader('location');
    reply.code(status).headers(failure.headers).type('application/json');
    return JSON.stringify(failure.body);
  });
  app.addHook('onRequest', async (request, reply) => {
    const [path = '', search = ''] = request.url.split('?');
    const api = apiOfPath(path);
    if (!api || api === 'sandbox') return;
    context.stats.countCall(api);

    const fault = context.faults.take(api, path, new URLSearchParams(search));
    if (fault?.delayMs && fault.status === undefined && fault.answer === undefined)
      slowCalls.set(request, fault.delayMs);
    else if (fault?.delayMs) await pause(fault.delayMs);
    if ((fault?.status === 500 || fault?.status === 503) && fault.afterCall)
      failedAfterCall.set(request, fault.status);
    else if (fault?.status) {
      if (fault.status === 429) {
        context.stats.countThrottled(api);
        throw ebayFailures.rateLimited(fault.retryAfterSeconds ?? 1);
      }
      throw ebayFailures.internal(api, fault.status);
    }
    if (fault?.answer && breaker.breakAnswer(request, reply, fault.answer)) return reply;

    // eBay's getPublicKey wants an application token like any Notification API call.
    if (api === 'notification' && !grantOf(context, request)) throw ebayFailures.invalidToken();
    if (!isLimitedApi(api)) return;
    let user: string | undefined;
    if (api !== 'autosug') {
      const isTrading = api === 'trading';
      const grant = grantOf(context, request, isTrading);
      if (!grant) throw ebayFailures.invalidToken();
      if (
        (api === 'identity' || api === 'media' || api === 'recommendation' || isTrading) &&
        grant.kind !== 'user'
      ) {
        throw isTrading ? ebayFailures.invalidToken() : ebayFailures.insufficientScope();
      }
      // Media and Recommendation act for a seller who granted `sell.inventory`.
      if (
        (api === 'media' || api === 'recommendation') &&
        !grant.scopes.some((scope) => scope.endsWith('/sell.inventory'))
      ) {
        throw ebayFailures.insufficientScope();
      }
      if (api === 'identity' && !grant.scopes.some((scope) => scope.includes('/commerce.identity'))) {
        throw ebayFailures.insufficientScope();
      }
      // The Marketing and Account APIs act for a seller who consented to their scope.
      if (api === 'marketing' || api === 'account') {
        const scope = api === 'marketing' ? '/sell.marketing' : '/sell.account';
        if (grant.kind !== 'user' || !grant.scopes.some((s) => s.includes(scope)))
          throw ebayFailures.insufficientScope();
      }
      user = grant.username;
    }
    const waitSeconds = context.limiter.take(
      api,
      api === 'trading' ? user : undefined,
      context.now().getTime(),
    );
    if (waitSeconds !== undefined) {
      context.stats.countThrottled(api);
      throw ebayFailures.rateLimited(waitSeconds);
    }
    requestedDay(request.headers['x-sandbox-date'], context.now());
  });
}
