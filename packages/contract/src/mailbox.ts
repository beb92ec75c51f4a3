import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';

export const mailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  language: z.enum(['de', 'en']),
  createdAt: z.string(),
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
  params: z.object({ id: z.string().max(80) }),
  data: mailSummarySchema.extend({
    from: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z.array(
      z.object({ index: z.number().int(), filename: z.string(), contentType: z.string(), size: z.number() }),
    ),
  }),
});
