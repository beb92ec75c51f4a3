import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * How a stand-in breaks an answer instead of failing it with a status: `truncated` sends the answer's status,
 * headers and the first half of its body, then closes the connection (an answer without a body closes before
 * it is sent); `none` closes the connection without an answer, before the call does anything; `lost` performs
 * the call (what it creates exists), then closes the connection before a byte of its answer is sent.
 */
export const brokenAnswerSchema = z.enum(['truncated', 'none', 'lost']);
export type BrokenAnswer = z.infer<typeof brokenAnswerSchema>;

/** The answer's bytes, when it has any the stand-in can cut in half. */
function bytesOf(payload: unknown): Buffer | null {
  if (typeof payload === 'string') return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : null;
}

/** Breaks one request's answer as a fault says; the same wire behaviour for every stand-in. */
export interface AnswerBreaker {
  /**
   * `none`: the connection closes now and the reply is taken over (the caller returns it and stops);
   * `truncated`: the answer, once made, is cut off half way; `lost`: the call is performed and its answer never
   * sent. Returns whether the request was answered already.
   */
  breakAnswer(request: FastifyRequest, reply: FastifyReply, how: BrokenAnswer): boolean;
}

export function registerAnswerBreaker(app: FastifyInstance): AnswerBreaker {
  const truncated = new WeakSet<FastifyRequest>();
  const lost = new WeakSet<FastifyRequest>();
  // The status and headers promise the whole body; half of it arrives, then the connection closes.
  app.addHook('onSend', async (request, reply, payload) => {
    if (lost.has(request)) {
      request.raw.socket.destroy();
      return payload;
    }
    if (!truncated.has(request)) return payload;
    const socket = request.raw.socket;
    const bytes = bytesOf(payload);
    if (!bytes || bytes.length < 2) {
      socket.destroy();
      return payload;
    }
    reply.header('content-length', String(bytes.length));
    reply.raw.once('finish', () => socket.destroy());
    return Readable.from([bytes.subarray(0, Math.floor(bytes.length / 2))]);
  });
  return {
    breakAnswer(request, reply, how) {
      if (how === 'truncated' || how === 'lost') {
        (how === 'truncated' ? truncated : lost).add(request);
        return false;
      }
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    },
  };
}
