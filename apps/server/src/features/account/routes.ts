import { hasEbayToken, invalidEbayTokens, myLoginLogs, remainingTestDays } from '@baylytics/contract/account';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { AccountService } from './service.ts';

export function accountRoutes(api: Api, account: AccountService): void {
  api.handle(invalidEbayTokens, async ({ auth }) => account.invalidEbayTokens(requireAuth(auth).user.id));
  api.handle(hasEbayToken, async ({ auth }) => account.hasValidEbayToken(requireAuth(auth).user.id));
  api.handle(myLoginLogs, async ({ auth, query }) => account.loginLogs(requireAuth(auth).user.id, query));
  api.handle(remainingTestDays, async ({ auth }) => account.remainingTestDays(requireAuth(auth).user.id));
}
