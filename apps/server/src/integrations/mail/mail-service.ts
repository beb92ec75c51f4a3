import type { MailData, MailKind, MailLanguage } from './mail-kinds.ts';
import type { Mailer } from './mailer.ts';
import { renderMail } from './templates.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one of the product's e-mails, rendered in the recipient's language. */
export interface MailService {
  send<K extends MailKind>(
    to: string,
    kind: K,
    language: MailLanguage,
    data: MailData[K],
    attachments?: MailAttachment[],
  ): Promise<void>;
}

export function createMailService(mailer: Mailer): MailService {
  return {
    async send(to, kind, language, data, attachments) {
      const rendered = renderMail(kind, language, data);
      const unsubscribeUrl = 'unsubscribeLink' in data ? data.unsubscribeLink : undefined;
      await mailer.send({
        to,
        kind,
        language,
        ...rendered,
        ...(attachments && { attachments }),
        ...(unsubscribeUrl && { unsubscribeUrl }),
      });
    },
  };
}
