import type { FastifyInstance } from 'fastify';
import { idempotent } from './idempotent.ts';
import { parseRequest } from './parse-request.ts';
import { paypalFailures } from './paypal-failure.ts';
import { paypalIds } from './paypal-ids.ts';
import {
  activateRequestSchema,
  cancelRequestSchema,
  subscriptionRequestSchema,
  suspendRequestSchema,
} from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import type { SubscriptionRecord } from './sandbox-state.ts';
import {
  cancelSubscription,
  findSubscription,
  reactivateSubscription,
  suspendSubscription,
} from './subscription-actions.ts';
import { subscriptionResource } from './wire-resources.ts';

/** Subscriptions: create (waiting for the buyer's approval), read, suspend, activate, cancel. */
export function registerSubscriptionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { plans, subscriptions } = context.state;

  app.post('/v1/billing/subscriptions', async (request, reply) =>
    idempotent(context, request, reply, () => {
      const input = parseRequest(subscriptionRequestSchema, request.body);
      const plan = plans.get(input.plan_id);
      if (!plan) {
        throw paypalFailures.invalidRequest([
          {
            field: '/plan_id',
            value: input.plan_id,
            location: 'body',
            issue: 'INVALID_PARAMETER_VALUE',
            description: 'The value of a field is invalid.',
          },
        ]);
      }
      if (plan.status !== 'ACTIVE') {
        throw paypalFailures.unprocessable(
          'PLAN_STATUS_INVALID',
          'Invalid plan status for subscription creation; plan status should be active.',
        );
      }
      const now = context.now();
      const subscription: SubscriptionRecord = {
        id: paypalIds.subscription(),
        planId: plan.id,
        status: 'APPROVAL_PENDING',
        statusUpdateTime: now,
        startTime: input.start_time ? new Date(input.start_time) : now,
        createTime: now,
        updateTime: now,
        baToken: paypalIds.billingAgreementToken(),
        cyclesCompleted: plan.billing_cycles.map(() => 0),
        payments: [],
        ...(input.custom_id ? { customId: input.custom_id } : {}),
        ...(input.quantity ? { quantity: input.quantity } : {}),
        ...(input.subscriber ? { subscriber: input.subscriber } : {}),
        ...(input.application_context ? { context: input.application_context } : {}),
      };
      subscriptions.set(subscription.id, subscription);
      return { statusCode: 201, body: subscriptionResource(context, plan, subscription) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/billing/subscriptions/:id', async (request) => {
    const { plan, subscription } = findSubscription(context, request.params.id);
    return subscriptionResource(context, plan, subscription);
  });

  app.post<{ Params: { id: string } }>('/v1/billing/subscriptions/:id/cancel', async (request, reply) =>
    idempotent(context, request, reply, () => {
      const { reason } = parseRequest(cancelRequestSchema, request.body);
      cancelSubscription(context, findSubscription(context, request.params.id), reason);
      return { statusCode: 204 };
    }),
  );

  app.post<{ Params: { id: string } }>('/v1/billing/subscriptions/:id/suspend', async (request, reply) =>
    idempotent(context, request, reply, () => {
      const { reason } = parseRequest(suspendRequestSchema, request.body);
      suspendSubscription(context, findSubscription(context, request.params.id), reason);
      return { statusCode: 204 };
    }),
  );

  app.post<{ Params: { id: string } }>('/v1/billing/subscriptions/:id/activate', async (request, reply) =>
    idempotent(context, request, reply, () => {
      // PayPal's document does not require a body here.
      const { reason } = parseRequest(activateRequestSchema, request.body ?? {});
      reactivateSubscription(context, findSubscription(context, request.params.id), reason);
      return { statusCode: 204 };
    }),
  );
}
