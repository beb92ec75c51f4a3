import type { DataOf, Endpoint } from '@baylytics/contract/endpoint';
import { envelopeOf, errorEnvelopeSchema } from '@baylytics/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from './auth-context.ts';
import { AppError } from './errors.ts';
import { type PreparedAnswer, sendPrepared } from './prepared-answer.ts';

type Input<S> = [Exclude<S, undefined>] extends [z.ZodType] ? z.output<Exclude<S, undefined>> : undefined;

export interface HandlerContext<E extends Endpoint> {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller; present on every endpoint whose access is not 'public'. */
  auth: AuthContext | null;
}

type HandlerResult<E extends Endpoint> =
  NonNullable<E['isList']> extends true ? { data: DataOf<E>; total: number } : DataOf<E>;

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<HandlerResult<E>>;

/** What a file endpoint answers instead of the envelope. */
export interface FileAnswer {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The handler's view of a request: validated input and the caller. */
function contextOf<E extends Endpoint>(request: FastifyRequest, reply: FastifyReply): HandlerContext<E> {
  return {
    params: request.params as Input<E['params']>,
    query: request.query as Input<E['query']>,
    body: request.body as Input<E['body']>,
    request,
    reply,
    auth: request.auth,
  };
}

/** Route options every endpoint shares: its path, access rule and request schemas; `success` adds the 200 answer. */
function routeOf(endpoint: Endpoint, success: Record<number, unknown>) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit !== undefined && { bodyLimit: endpoint.bodyLimit }),
    config: {
      access: endpoint.access,
      refusedWhileImpersonating: endpoint.refusedWhileImpersonating === true,
      ...(endpoint.personalToken && { personalToken: endpoint.personalToken }),
    },
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { ...success, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
  };
}

/** Registers contract endpoints on a Fastify scope mounted at `/api`. */
export function createApi(app: FastifyInstance) {
  return {
    /** A file endpoint (`isFile` in the contract): the handler's file is sent as a download. */
    file<E extends Endpoint>(endpoint: E, handler: (ctx: HandlerContext<E>) => Promise<FileAnswer>): void {
      if (!endpoint.isFile)
        throw new Error(`${endpoint.method} ${endpoint.path} answers the envelope: use handle()`);
      app.route({
        ...routeOf(endpoint, {}),
        handler: async (request, reply) => {
          const file = await handler(contextOf<E>(request, reply));
          const name = encodeURIComponent(file.filename);
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
            .send(file.content);
        },
      });
    },

    /**
     * An endpoint whose handler answers a `PreparedAnswer` (serialized and compressed once, then reused):
     * only for `isLargeAnswer` endpoints, whose answers the API tests hold to the contract. A list's prepared
     * answer carries its total (`prepareAnswer(data, total)`).
     */
    prepared<E extends Endpoint>(
      endpoint: E,
      handler: (ctx: HandlerContext<E>) => Promise<PreparedAnswer>,
    ): void {
      if (!endpoint.isLargeAnswer || endpoint.isFile)
        throw new Error(`${endpoint.method} ${endpoint.path}: prepared answers are for large answers`);
      app.route({
        ...routeOf(endpoint, { 200: envelopeOf(endpoint.data) }),
        handler: async (request, reply) =>
          sendPrepared(request, reply, await handler(contextOf<E>(request, reply))),
      });
    },

    handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): void {
      if (endpoint.isFile) throw new Error(`${endpoint.method} ${endpoint.path} answers a file: use file()`);
      app.route({
        ...routeOf(endpoint, { 200: envelopeOf(endpoint.data) }),
        // The schema still documents the answer; only the run-time check is left out (see isLargeAnswer).
        ...(endpoint.isLargeAnswer && { serializerCompiler: () => (data: unknown) => JSON.stringify(data) }),
        handler: async (request, reply) => {
          const result = await handler(contextOf<E>(request, reply));
          if (endpoint.isList) {
            const list = result as { data: unknown; total: number };
            return { statusCode: 200, data: list.data, total: list.total };
          }
          return { statusCode: 200, data: result ?? null };
        },
      });
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** The caller, on an endpoint declared for signed-in users only. */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError('sessionExpired');
  return auth;
}
