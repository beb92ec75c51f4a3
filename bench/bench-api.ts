// The API as the server mounts it under /api, for the benches that call it over HTTP: the contract's
// validation and zod serializer, the error handler, and one fixed caller in place of the session lookup.
import type { Role } from '@baylytics/contract/roles';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Api, createApi } from '../apps/server/src/kernel/api.ts';
import type { AuthContext } from '../apps/server/src/kernel/auth-context.ts';
import { installErrorHandler } from '../apps/server/src/kernel/error-handler.ts';

/** A signed-in bench user holding these roles. */
export function benchCaller(roles: Role[], userId = 1): AuthContext {
  return {
    user: {
      id: userId,
      email: 'bench@example.test',
      firstName: 'Bench',
      lastName: 'User',
      avatar: null,
      status: 'true',
      language: 'de',
      roles,
    },
    sessionId: 'bench',
    impersonatorId: null,
    apiToken: null,
  };
}

/** A Fastify app whose /api routes (added by `register`) all see `caller`; listen on it to measure. */
export function benchApi(
  caller: AuthContext,
  register: (api: Api, scope: FastifyInstance) => void,
): FastifyInstance {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.register(
    async (scope) => {
      scope.decorateRequest('auth', null);
      scope.addHook('onRequest', async (request) => {
        request.auth = caller;
      });
      register(createApi(scope), scope);
    },
    { prefix: '/api' },
  );
  return app;
}
