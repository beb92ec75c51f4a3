import { rankingExport } from '@baylytics/contract/account-check';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { streamRoute } from './stream-route.ts';

async function appStreaming(chunks: () => AsyncGenerator<string>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
  });
  streamRoute(app, { ...rankingExport, access: 'public' }, async () => ({
    filename: 'ranking.csv',
    contentType: 'text/csv; charset=utf-8',
    chunks: chunks(),
  }));
  await app.ready();
  return app;
}

describe('a streamed file', () => {
  it('answers the error envelope, not a cut file, when its first chunk fails', async () => {
    const app = await appStreaming(async function* () {
      const rows: string[] = await Promise.reject(new Error('the query failed'));
      yield* rows;
    });
    const answer = await app.inject({ url: '/ranking/export' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ statusCode: 500, data: null, message: 'serverError' });
    await app.close();
  });

  it('sends every chunk in order', async () => {
    const app = await appStreaming(async function* () {
      yield 'a;b\n';
      yield '1;2\n';
      yield '3;4\n';
    });
    const answer = await app.inject({ url: '/ranking/export' });
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).toBe('a;b\n1;2\n3;4\n');
    expect(answer.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
