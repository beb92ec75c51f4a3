import { unsubscribeAlertMails } from '@baylytics/contract/alerts';
import type { FastifyInstance } from 'fastify';
import type { AlertRepository } from './repository.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import { isTokenOf, userIdOfToken } from './unsubscribe-token.ts';

/**
 * The link of every alert e-mail (outside the envelope: a person reads the answer). A token signed with the user's
 * secret turns the alert e-mails off and says so in the user's language; any other token answers 400 and changes
 * nothing. Opening it twice gives the same answer.
 */
export function unsubscribeRoutes(scope: FastifyInstance, alerts: AlertRepository, clock: () => Date): void {
  scope.route({
    method: unsubscribeAlertMails.method,
    url: unsubscribeAlertMails.path,
    config: { access: unsubscribeAlertMails.access },
    schema: { summary: unsubscribeAlertMails.summary, querystring: unsubscribeAlertMails.query },
    handler: async (request, reply) => {
      const { token } = request.query as { token: string };
      const userId = userIdOfToken(token);
      const facts = userId === null ? null : await alerts.unsubscribeFacts(userId);
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      if (userId === null || !facts || !isTokenOf(token, userId, facts.secret))
        return reply
          .code(400)
          .send(
            unsubscribePage(request.headers['accept-language']?.startsWith('en') ? 'en' : 'de', 'invalid'),
          );
      await alerts.setMailMode(userId, 'off', clock());
      return reply.send(unsubscribePage(facts.language, 'done'));
    },
  });
}
