import {
  ebayAccept,
  ebayAuthorize,
  ebayTokenList,
  removeEbayToken,
  renewEbayToken,
} from '@baylytics/contract/marketplace';
import { importForAccount, importProgress } from '@baylytics/contract/ranking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList } from '../../app/http.ts';
import { i18n } from '../../app/i18n.ts';

/** Spec 000 §9: the token list shows 500 per page, which is every token a user has. */
export const ebayTokenPageSize = 500;

// What the dashboard and the import screens read about tokens: refreshed whenever a token changes.
const tokenQueryKeys = [['ebayTokens'], ['hasEbayToken'], ['invalidEbayTokens'], ['validEbayTokens']];

function useRefreshTokenQueries() {
  const queryClient = useQueryClient();
  return () => Promise.all(tokenQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Step 1 of the wizard: eBay's consent page, in the language shown here; the browser leaves for it. */
export function useStartEbayConsent() {
  return useMutation({
    mutationFn: async () => {
      const language = i18n.language === 'en' ? 'en' : 'de';
      const { eBayRedirectUrl } = await apiCall(ebayAuthorize, { query: { language } });
      window.location.assign(eBayRedirectUrl);
    },
  });
}

/** Back from eBay: the code and state become the connected seller account. */
export function useAcceptEbayConsent() {
  const refresh = useRefreshTokenQueries();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) => apiCall(ebayAccept, { body }),
    onSuccess: () => refresh(),
  });
}

export function useEbayTokens() {
  return useQuery({
    queryKey: ['ebayTokens'],
    queryFn: () => apiList(ebayTokenList, { query: { pageSize: ebayTokenPageSize } }),
  });
}

export function useRenewEbayToken() {
  const refresh = useRefreshTokenQueries();
  return useMutation({
    mutationFn: (tokenId: number) => apiCall(renewEbayToken, { params: { tokenId } }),
    onSettled: () => refresh(),
  });
}

export function useRemoveEbayToken() {
  const refresh = useRefreshTokenQueries();
  return useMutation({
    mutationFn: (tokenId: number) => apiCall(removeEbayToken, { params: { tokenId } }),
    onSuccess: () => refresh(),
  });
}

/** Step 2: imports the connected seller's listings (a job on the server). */
export function useStartImport() {
  return useMutation({
    mutationFn: (sellerName: string) => apiCall(importForAccount, { body: { sellerName } }),
  });
}

/** The import's progress, asked every 2 seconds while it is not finished. */
export function useImportProgress(sellerName: string | null) {
  return useQuery({
    queryKey: ['importProgress'],
    queryFn: () => apiCall(importProgress),
    enabled: sellerName !== null,
    select: (imports) =>
      imports.find((entry) => entry.sellerName.toLowerCase() === sellerName?.toLowerCase()),
    refetchInterval: (query) => {
      const mine = query.state.data?.find(
        (entry) => entry.sellerName.toLowerCase() === sellerName?.toLowerCase(),
      );
      return mine && (mine.status === 'done' || mine.status === 'failed') ? false : 2_000;
    },
  });
}
