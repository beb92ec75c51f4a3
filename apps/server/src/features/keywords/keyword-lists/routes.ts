import {
  addToKeywordList,
  createKeywordList,
  deleteKeywordList,
  keywordListDetails,
  keywordLists,
  removeFromKeywordList,
} from '@baylytics/contract/keyword-lists';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { KeywordListService } from './keyword-list-service.ts';

export function keywordListRoutes(api: Api, lists: KeywordListService): void {
  api.handle(keywordLists, async ({ auth, query }) =>
    lists.lists(requireAuth(auth).user.id, query.details === 'true'),
  );
  api.handle(createKeywordList, async ({ auth, body }) =>
    lists.create(requireAuth(auth).user.id, body.name, body.keywords),
  );
  api.handle(keywordListDetails, async ({ auth, params }) =>
    lists.details(requireAuth(auth).user.id, params.documentId),
  );
  api.handle(addToKeywordList, async ({ auth, params, body }) =>
    lists.add(requireAuth(auth).user.id, params.documentId, body.keywords),
  );
  api.handle(removeFromKeywordList, async ({ auth, params, query }) =>
    lists.remove(requireAuth(auth).user.id, params.documentId, query.keyword),
  );
  api.handle(deleteKeywordList, async ({ auth, params }) =>
    lists.delete(requireAuth(auth).user.id, params.documentId),
  );
}
