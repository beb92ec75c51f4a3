import { confirmUnsubscribeAlertMails, unsubscribeAlertMails } from '@baylytics/contract/alerts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AlertRepository } from './repository.ts';
import { type UnsubscribeOutcome, unsubscribePage } from './unsubscribe-page.ts';
import { isTokenOf, userIdOfToken } from './unsubscribe-token.ts';

/**
 * The link of every alert e-mail (outside the envelope: a person reads the answer). Opening it shows a page asking
 * to confirm and changes nothing, since mail scanners open links; its button, or a mail program's one-click
 * unsubscribe (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the same address), turns the alert e-mails off
 * and says so in the user's language. A token not signed with the user's secret answers 400 and changes nothing;
 * confirming twice gives the same answer.
 */
export function unsubscribeRoutes(scope: FastifyInstance, alerts: AlertRepository, clock: () => Date): void {
  // A scope of its own: only these routes take the form bodies a browser's button and a mail program send.
  scope.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );
    for (const [endpoint, outcome] of [
      [unsubscribeAlertMails, 'confirm'],
      [confirmUnsubscribeAlertMails, 'done'],
    ] as const) {
      forms.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { access: endpoint.access },
        schema: { summary: endpoint.summary, querystring: endpoint.query },
        handler: (request, reply) => answer(request, reply, outcome),
      });
    }
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, outcome: UnsubscribeOutcome) {
    const { token } = request.query as { token: string };
    const userId = userIdOfToken(token);
    const facts = userId === null ? null : await alerts.unsubscribeFacts(userId);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    if (userId === null || !facts || !isTokenOf(token, userId, facts.secret)) {
      const language = request.headers['accept-language']?.startsWith('en') ? 'en' : 'de';
      return reply.code(400).send(unsubscribePage(language, 'invalid', token));
    }
    if (outcome === 'done') await alerts.setMailMode(userId, 'off', clock());
    return reply.send(unsubscribePage(facts.language, outcome, token));
  }
}
