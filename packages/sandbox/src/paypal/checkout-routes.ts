import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderCheckoutPage, renderMessagePage } from './checkout-page.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { approveSubscription } from './subscription-actions.ts';

function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}

/**
 * The buyer's side: the approval page the `approve` link opens, and its two buttons. The buttons are forms
 * that POST, because approving moves money and a GET must not.
 */
export function registerCheckoutRoutes(app: FastifyInstance, context: SandboxContext): void {
  const html = (reply: FastifyReply, statusCode: number, page: string) =>
    reply.code(statusCode).type('text/html; charset=utf-8').send(page);

  const lookup = (token: unknown) => {
    const subscription = typeof token === 'string' ? context.state.subscriptions.get(token) : undefined;
    const plan = subscription ? context.state.plans.get(subscription.planId) : undefined;
    return subscription && plan ? { subscription, plan } : undefined;
  };

  app.get<{ Querystring: { token?: string; locale?: string } }>('/checkoutnow', async (request, reply) => {
    const found = lookup(request.query.token);
    if (!found) return html(reply, 404, renderMessagePage(request.query.locale, 'notFound'));
    return html(reply, 200, renderCheckoutPage(found.plan, found.subscription));
  });

  app.post<{ Body: { token?: string } }>('/checkoutnow/approve', async (request, reply) => {
    const found = lookup(request.body?.token);
    if (!found) return html(reply, 404, renderMessagePage(undefined, 'notFound'));
    const { subscription } = found;
    // A second click after approval just lands on the return URL again; nothing is paid twice.
    approveSubscription(context, found);
    const returnUrl = subscription.context?.return_url;
    if (!returnUrl) return html(reply, 200, renderMessagePage(subscription.context?.locale, 'approved'));
    return reply.redirect(
      withQuery(returnUrl, {
        subscription_id: subscription.id,
        ba_token: subscription.baToken,
        token: subscription.id,
      }),
      303,
    );
  });

  app.post<{ Body: { token?: string } }>('/checkoutnow/cancel', async (request, reply) => {
    const found = lookup(request.body?.token);
    if (!found) return html(reply, 404, renderMessagePage(undefined, 'notFound'));
    const { subscription } = found;
    const cancelUrl = subscription.context?.cancel_url;
    if (!cancelUrl) return html(reply, 200, renderMessagePage(subscription.context?.locale, 'cancelled'));
    return reply.redirect(withQuery(cancelUrl, { token: subscription.id }), 303);
  });
}
