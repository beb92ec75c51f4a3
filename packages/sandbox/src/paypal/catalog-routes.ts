import type { FastifyInstance } from 'fastify';
import { idempotent } from './idempotent.ts';
import { parseRequest } from './parse-request.ts';
import { paypalFailures } from './paypal-failure.ts';
import { paypalIds } from './paypal-ids.ts';
import { productRequestSchema } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { productResource } from './wire-resources.ts';

/** Catalog products: create (with a caller-chosen id or a generated `PROD-` one) and read. */
export function registerCatalogRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { products } = context.state;

  app.post('/v1/catalogs/products', async (request, reply) =>
    idempotent(context, request, reply, () => {
      const input = parseRequest(productRequestSchema, request.body);
      if (input.id?.startsWith('PROD-')) {
        throw paypalFailures.invalidRequest([
          {
            field: '/id',
            value: input.id,
            location: 'body',
            issue: 'INVALID_PARAMETER_SYNTAX',
            description: 'Input identifier must not use system prefix(PROD-).',
          },
        ]);
      }
      if (input.id && products.has(input.id)) {
        throw paypalFailures.unprocessable('DUPLICATE_RESOURCE_IDENTIFIER', 'Identifier must be unique.');
      }
      const now = context.now();
      const product = { ...input, id: input.id ?? paypalIds.product(), createTime: now, updateTime: now };
      products.set(product.id, product);
      return { statusCode: 201, body: productResource(context, product) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/catalogs/products/:id', async (request) => {
    const product = products.get(request.params.id);
    if (!product) throw paypalFailures.notFound(request.params.id);
    return productResource(context, product);
  });
}
