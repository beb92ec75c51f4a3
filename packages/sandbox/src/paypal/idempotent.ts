import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from './sandbox-context.ts';

// PayPal keeps request ids for 72 hours.
const keepMs = 72 * 60 * 60 * 1000;

export interface Answer {
  statusCode: number;
  body?: unknown;
}

/**
 * Runs a write once per `PayPal-Request-Id`: a repeat (a client retrying after a timeout, say) gets the first
 * answer again and creates nothing. Only successes are kept, so a request that failed may be tried again.
 */
export function idempotent(
  context: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Answer,
): unknown {
  const requestId = request.headers['paypal-request-id'];
  const key =
    typeof requestId === 'string' && requestId !== ''
      ? `${request.method} ${request.url.split('?')[0]} ${requestId}`
      : undefined;
  const now = context.now().getTime();
  const stored = key ? context.state.answers.get(key) : undefined;
  const isReplay = stored !== undefined && stored.expiresAt > now;
  const answer = isReplay ? stored : run();
  if (key && !isReplay && answer.statusCode < 300) {
    context.state.answers.set(key, {
      statusCode: answer.statusCode,
      body: answer.body,
      expiresAt: now + keepMs,
    });
  }
  reply.code(answer.statusCode);
  return answer.statusCode === 204 ? reply.send() : answer.body;
}
