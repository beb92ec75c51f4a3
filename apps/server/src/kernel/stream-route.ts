import { Readable } from 'node:stream';
import type { Endpoint } from '@baylytics/contract/endpoint';
import { errorEnvelopeSchema } from '@baylytics/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from './auth-context.ts';

type Input<S> = [Exclude<S, undefined>] extends [z.ZodType] ? z.output<Exclude<S, undefined>> : undefined;

export interface StreamAnswer {
  filename: string;
  contentType: string;
  /** Text (a CSV) or bytes (a ZIP). */
  chunks: AsyncIterable<string | Uint8Array>;
}

/**
 * Registers a file endpoint whose body is streamed (the shared `api.file` sends a finished buffer). Same route
 * options as every contract endpoint: path, access rule, validated query, error envelope, OpenAPI summary.
 * The handler resolves everything that can fail before the first byte, and the first chunk is made before the
 * answer starts, so errors still answer the envelope.
 */
export function streamRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: {
    query: Input<E['query']>;
    auth: AuthContext | null;
    request: FastifyRequest;
  }) => Promise<StreamAnswer>,
): void {
  if (!endpoint.isFile) throw new Error(`${endpoint.method} ${endpoint.path} answers the envelope`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.personalToken && { personalToken: endpoint.personalToken }),
    },
    schema: {
      summary: endpoint.summary,
      ...(endpoint.query && { querystring: endpoint.query }),
      response: { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const answer = await handler({
        query: request.query as Input<E['query']>,
        auth: request.auth,
        request,
      });
      // The first chunk runs the query: should it fail, the answer is still the error envelope, not a cut file.
      const chunks = answer.chunks[Symbol.asyncIterator]();
      const first = await chunks.next();
      const name = encodeURIComponent(answer.filename);
      return reply
        .header('content-type', answer.contentType)
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
        .header('cache-control', 'no-store')
        .send(Readable.from(rest(first, chunks)));
    },
  });
}

async function* rest<T>(first: IteratorResult<T>, chunks: AsyncIterator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}
