import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { mailboxRoutes } from './routes.ts';

/** The demo mailbox: the mails the product sent, when they went to the outbox instead of SMTP. */
export const mailboxModule: FeatureModule = {
  name: 'mailbox',
  routes(scope, { mailOutbox }) {
    mailboxRoutes(createApi(scope), mailOutbox);
  },
};
