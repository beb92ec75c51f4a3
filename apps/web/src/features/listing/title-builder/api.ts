import {
  type ApplyTitleBody,
  applyTitle,
  ebayAutoSuggestion,
  googleAutoSuggestion,
  type TitleBuilderQuery,
  titleBuilderItem,
} from '@baylytics/contract/listing-title-builder';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';
import { toast } from '../../../app/toast.ts';

/** The listing for the title builder; nothing is asked before item number and keyword are given. */
export function useTitleBuilderItem(search: TitleBuilderQuery | null) {
  return useQuery({
    queryKey: ['titleBuilder', search],
    queryFn: () => apiCall(titleBuilderItem, { query: search ?? { itemNumber: '', keyword: '' } }),
    enabled: search !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** eBay's search-box suggestions for the main keyword on the listing's site. */
export function useEbaySuggestions(keyword: string, siteId: number) {
  return useQuery({
    queryKey: ['titleBuilder', 'ebaySuggestions', keyword, siteId],
    queryFn: () => apiCall(ebayAutoSuggestion, { query: { keyword, sId: siteId } }),
    enabled: keyword.trim().length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A search engine's suggestions for the main keyword in the site's language. */
export function useSearchSuggestions(keyword: string, lang: 'de' | 'en') {
  return useQuery({
    queryKey: ['titleBuilder', 'searchSuggestions', keyword, lang],
    queryFn: () => apiCall(googleAutoSuggestion, { query: { keyword, lang } }),
    enabled: keyword.trim().length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * Sends the title to eBay (spec 002 §8): 'title is changed', with each of eBay's remarks of an ack Warning as a
 * warning toast; a refusal shows eBay's messages. The builder and the item check read the listing again.
 */
export function useApplyTitle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyTitleBody) => apiCall(applyTitle, { body }),
    onSuccess: async (answer) => {
      if (answer.ack === 'Failure') {
        for (const message of answer.errors) toast.error('titleBuilder.ebaySays', { message });
        if (answer.errors.length === 0) toast.error('titleBuilder.notChanged');
        return;
      }
      toast.success('titleBuilder.titleIsChanged');
      if (answer.ack === 'Warning')
        for (const message of answer.errors) toast.warning('titleBuilder.ebaySays', { message });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['titleBuilder'] }),
        client.invalidateQueries({ queryKey: ['itemCheck'] }),
      ]);
    },
  });
}
