import {
  availableAccounts,
  importForAccount,
  importProgress,
  userEbayAccount,
} from '@baylytics/contract/ranking';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { ImportService } from './import-service.ts';

export function rankingImportRoutes(api: Api, imports: ImportService): void {
  api.handle(importForAccount, async ({ auth, body }) => {
    const { user } = requireAuth(auth);
    return imports.requestImport(user, body.sellerName);
  });
  api.handle(importProgress, async ({ auth }) => imports.progress(requireAuth(auth).user.id));
  api.handle(availableAccounts, async ({ auth }) => imports.availableAccounts(requireAuth(auth).user.id));
  api.handle(userEbayAccount, async ({ auth }) => imports.userAccounts(requireAuth(auth).user.id));
}
