import { demoMail, demoMailbox } from '@baylytics/contract/mailbox';
import type { Outbox } from '../../integrations/mail/outbox.ts';
import type { Api } from '../../kernel/api.ts';
import { AppError } from '../../kernel/errors.ts';

/**
 * The demo mailbox: lets a newcomer on the embedded default read the mails the product "sent".
 * It exists only while demo mode is on and no SMTP server is configured (outbox null otherwise), and
 * lists mail only for an address the visitor names; mail ids are long random values.
 */
export function mailboxRoutes(api: Api, outbox: Outbox | null): void {
  api.handle(demoMailbox, async ({ query }) => {
    if (!outbox) throw new AppError('notFound');
    return outbox.list({ to: query.to, limit: 100 });
  });

  api.handle(demoMail, async ({ params }) => {
    const mail = outbox ? await outbox.read(params.id) : null;
    if (!mail) throw new AppError('notFound');
    return mail;
  });
}
