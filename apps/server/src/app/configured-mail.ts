import path from 'node:path';
import { createMailService, type MailService } from '../integrations/mail/mail-service.ts';
import { createMailer } from '../integrations/mail/mailer.ts';
import type { Config } from './config.ts';

/** Where mails go without SMTP: the outbox the demo mailbox reads. */
export const outboxDir = (config: Config) => path.join(config.DATA_DIR, 'mail');

/** SMTP when configured, else the outbox; the API and the workers each send through one of their own. */
export function createConfiguredMail(
  config: Config,
  clock: () => Date = () => new Date(),
): { service: MailService; close(): Promise<void> } {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: outboxDir(config),
    from: config.MAIL_FROM,
    now: clock,
  });
  return { service: createMailService(mailer), close: () => mailer.close() };
}
