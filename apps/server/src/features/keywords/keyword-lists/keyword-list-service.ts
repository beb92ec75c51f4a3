import {
  type KeywordList,
  keywordListCapacity,
  keywordListErrors,
  keywordListsPerUser,
} from '@baylytics/contract/keyword-lists';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../kernel/errors.ts';
import { createKeywordListRepository, type KeywordListRow as Row } from './repository.ts';

function asKeywordList(row: Row, withKeywords = true): KeywordList {
  return {
    documentId: row.id,
    name: row.name,
    keywordCount: row.keywords.length,
    keywords: withKeywords ? row.keywords : [],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Adds keywords to a list's keywords in order, skipping those it holds already in any letter case
 * and repeats within the new ones; throws when the list would exceed its capacity.
 */
export function mergeKeywords(current: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(current.map((keyword) => keyword.toLowerCase()));
  const merged = [...current];
  for (const keyword of added) {
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(keyword);
  }
  if (merged.length > keywordListCapacity)
    throw new AppError('validationFailed', [
      { field: 'keywords', message: keywordListErrors.listFull, params: { maximum: keywordListCapacity } },
    ]);
  return merged;
}

/** The personal keyword lists; every call is scoped by the owner, another user's list is notFound. */
export function createKeywordListService(deps: { db: Database; clock: () => Date }) {
  const { clock } = deps;
  const repository = createKeywordListRepository(deps.db);

  async function find(userId: number, documentId: string): Promise<Row> {
    const row = await repository.find(userId, documentId);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async function replaceKeywords(row: Row, keywords: string[]): Promise<KeywordList> {
    const updated = await repository.setKeywords(row.id, keywords, clock());
    if (!updated) throw new AppError('notFound');
    return asKeywordList(updated);
  }

  return {
    async lists(userId: number, details: boolean): Promise<KeywordList[]> {
      const rows = await repository.listsOf(userId);
      return rows.map((row) => asKeywordList(row, details));
    },

    async details(userId: number, documentId: string): Promise<KeywordList> {
      return asKeywordList(await find(userId, documentId));
    },

    /** A name the user has already (any letter case) adds to that list instead of failing. */
    async create(userId: number, name: string, keywords: string[]): Promise<KeywordList> {
      return repository.transaction(async (lists) => {
        await lists.lockUser(userId);
        const mine = await lists.allOf(userId);
        const same = mine.find((row) => row.name.toLowerCase() === name.toLowerCase());
        if (same) {
          const updated = await lists.setKeywords(same.id, mergeKeywords(same.keywords, keywords), clock());
          if (!updated) throw new AppError('notFound');
          return asKeywordList(updated);
        }
        if (mine.length >= keywordListsPerUser)
          throw new AppError('validationFailed', [
            {
              field: 'name',
              message: keywordListErrors.tooManyLists,
              params: { maximum: keywordListsPerUser },
            },
          ]);
        const created = await lists.add({
          userId,
          name,
          keywords: mergeKeywords([], keywords),
          now: clock(),
        });
        if (!created) throw new AppError('serverError');
        return asKeywordList(created);
      });
    },

    async add(userId: number, documentId: string, keywords: string[]): Promise<KeywordList> {
      const row = await find(userId, documentId);
      return replaceKeywords(row, mergeKeywords(row.keywords, keywords));
    },

    async remove(userId: number, documentId: string, keyword: string): Promise<KeywordList> {
      const row = await find(userId, documentId);
      return replaceKeywords(
        row,
        row.keywords.filter((entry) => entry !== keyword),
      );
    },

    async delete(userId: number, documentId: string): Promise<null> {
      if (!(await repository.remove(userId, documentId))) throw new AppError('notFound');
      return null;
    },
  };
}

export type KeywordListService = ReturnType<typeof createKeywordListService>;
