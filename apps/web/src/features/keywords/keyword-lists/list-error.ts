import { apiErrorMessage, type Message } from '../../../app/api-error-message.ts';
import { ApiError } from '../../../app/http.ts';

/** A refused save: the list limits have their own message (catalogue `keywordLists`), the rest the usual one. */
export function keywordListErrorMessage(error: unknown): Message {
  const first = error instanceof ApiError ? error.errors[0] : undefined;
  if (first?.message.startsWith('keywordLists.')) return { key: first.message };
  return apiErrorMessage(error);
}
