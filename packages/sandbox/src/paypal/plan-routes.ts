import type { FastifyInstance } from 'fastify';
import { idempotent } from './idempotent.ts';
import { parseRequest } from './parse-request.ts';
import { paypalFailures } from './paypal-failure.ts';
import { paypalIds } from './paypal-ids.ts';
import { checkBillingCycles } from './plan-rules.ts';
import { planRequestSchema } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { planResource } from './wire-resources.ts';

/** Billing plans of a catalog product: create and read. */
export function registerPlanRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { plans, products } = context.state;

  app.post('/v1/billing/plans', async (request, reply) =>
    idempotent(context, request, reply, () => {
      const input = parseRequest(planRequestSchema, request.body);
      if (!products.has(input.product_id)) {
        throw paypalFailures.invalidRequest([
          {
            field: '/product_id',
            value: input.product_id,
            location: 'body',
            issue: 'INVALID_PARAMETER_VALUE',
            description: 'The value of a field is invalid.',
          },
        ]);
      }
      const billingCycles = checkBillingCycles(input);
      const now = context.now();
      const plan = {
        ...input,
        billing_cycles: billingCycles,
        id: paypalIds.plan(),
        createTime: now,
        updateTime: now,
      };
      plans.set(plan.id, plan);
      return { statusCode: 201, body: planResource(context, plan) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/billing/plans/:id', async (request) => {
    const plan = plans.get(request.params.id);
    if (!plan) throw paypalFailures.notFound(request.params.id);
    return planResource(context, plan);
  });
}
