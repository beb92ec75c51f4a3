import {
  addToKeywordList,
  createKeywordList,
  deleteKeywordList,
  type KeywordList,
  keywordListDetails,
  keywordLists,
  removeFromKeywordList,
} from '@baylytics/contract/keyword-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

/** Spec 001 §2.6: the lists show changes again one second after they were made. */
export const keywordListRefreshDelayMs = 1000;

const listsKey = ['keywordLists'] as const;

/** Every query about keyword lists (overview, details, My Ranking's selector) is refreshed after a change. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return (changed?: KeywordList) => {
    if (changed) queryClient.setQueryData([...listsKey, 'one', changed.documentId], changed);
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: listsKey }), keywordListRefreshDelayMs);
  };
}

/** The caller's lists; `details` also loads every list's keywords (for pickers that insert them). */
export function useKeywordLists(details = false) {
  return useQuery({
    queryKey: [...listsKey, 'all', details],
    queryFn: () => apiCall(keywordLists, { query: { details: details ? 'true' : 'false' } }),
  });
}

export function useKeywordList(documentId: string) {
  return useQuery({
    queryKey: [...listsKey, 'one', documentId],
    queryFn: () => apiCall(keywordListDetails, { params: { documentId } }),
    retry: false,
  });
}

export function useCreateKeywordList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: { name: string; keywords: string[] }) => apiCall(createKeywordList, { body }),
    onSuccess: (list) => refresh(list),
  });
}

export function useAddToKeywordList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ documentId, keywords }: { documentId: string; keywords: string[] }) =>
      apiCall(addToKeywordList, { params: { documentId }, body: { keywords } }),
    onSuccess: (list) => refresh(list),
  });
}

export function useDeleteKeywordList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (documentId: string) => apiCall(deleteKeywordList, { params: { documentId } }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveFromKeywordList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ documentId, keyword }: { documentId: string; keyword: string }) =>
      apiCall(removeFromKeywordList, { params: { documentId }, query: { keyword } }),
    onSuccess: (list) => refresh(list),
  });
}
