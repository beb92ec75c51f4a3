import { deleteMyAccount, downloadMyData } from '@baylytics/contract/account-privacy';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Api, requireAuth } from '../../kernel/api.ts';
import { clearBrowserSession } from '../../kernel/browser-session.ts';
import { streamRoute } from '../../kernel/stream-route.ts';
import type { AccountDeletion } from './account-deletion.ts';
import { myDataZip } from './my-data-zip.ts';

/** The user's own data: all of it as a download, and the account's deletion. */
export function privacyRoutes(
  api: Api,
  scope: FastifyInstance,
  deps: { db: Database; deletion: AccountDeletion; clock: () => Date },
): void {
  streamRoute(scope, downloadMyData, async ({ auth }) => ({
    filename: `my-data-${deps.clock().toISOString().slice(0, 10)}.zip`,
    contentType: 'application/zip',
    chunks: myDataZip(deps.db, requireAuth(auth).user.id),
  }));
  api.handle(deleteMyAccount, async ({ auth, body, request, reply }) => {
    await deps.deletion.deleteAccount(requireAuth(auth).user.id, body.password);
    clearBrowserSession(request, reply);
    return null;
  });
}
