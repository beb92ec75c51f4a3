import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';

export const mailSummarySchema = z.object({
  id: text(),
  to: text(),
  subject: text(),
  kind: text(),
  language: z.enum(['de', 'en']),
  createdAt: text(),
});

export const demoMailbox = endpoint({
  method: 'GET',
  path: '/demo/mailbox',
  access: 'public',
  summary: 'Demo mode without SMTP only: the mails sent to one address, newest first',
  query: z.object({ to: emailSchema }),
  data: z.array(mailSummarySchema),
});

export const demoMail = endpoint({
  method: 'GET',
  path: '/demo/mailbox/:id',
  access: 'public',
  summary: 'Demo mode without SMTP only: one mail of the outbox',
  params: z.object({ id: text().max(80) }),
  data: mailSummarySchema.extend({
    from: text(),
    text: text(),
    html: text(),
    attachments: z.array(
      z.object({ index: z.number().int(), filename: text(), contentType: text(), size: z.number() }),
    ),
  }),
});
