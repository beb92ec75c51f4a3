import { demoMail, demoMailbox } from '@baylytics/contract/mailbox';
import type { FastifyRequest } from 'fastify';
import type { Outbox } from '../../integrations/mail/outbox.ts';
import type { Api } from '../../kernel/api.ts';
import { AppError } from '../../kernel/errors.ts';

/**
 * The demo mailbox: lets a newcomer on the embedded default read the mails the product "sent".
 * It exists only while demo mode is on and no SMTP server is configured (outbox null otherwise), and
 * lists mail only for an address the visitor names; mail ids are long random values. Demo mode refuses to start
 * on a network address; behind a proxy on this machine the mailbox still answers only callers on this machine
 * that came directly, not through the proxy.
 */
export function mailboxRoutes(api: Api, outbox: Outbox | null): void {
  api.handle(demoMailbox, async ({ query, request }) => {
    if (!outbox || !isLocalCaller(request)) throw new AppError('notFound');
    return outbox.list({ to: query.to, limit: 100 });
  });

  api.handle(demoMail, async ({ params, request }) => {
    const mail = outbox && isLocalCaller(request) ? await outbox.read(params.id) : null;
    if (!mail) throw new AppError('notFound');
    return mail;
  });
}

/** A caller on this machine, not one a proxy on this machine passes on (it would say whom for). */
function isLocalCaller(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const isLoopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return (
    isLoopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  );
}
