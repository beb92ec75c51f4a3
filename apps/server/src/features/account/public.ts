// What other areas may use of account (they import nothing else from this folder).

export { type LoginLogRow, loginLogEntryOf } from './login-log-entry.ts';
export type { AccountService } from './service.ts';
