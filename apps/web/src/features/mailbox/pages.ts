// The demo mailbox's chunk.
export { MailboxPage } from './pages/mailbox-page.tsx';
