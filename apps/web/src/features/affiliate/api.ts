import { affiliateCurrentLink, affiliateFriends, createAffiliateCode } from '@baylytics/contract/affiliate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../app/http.ts';

export function useAffiliateLink() {
  return useQuery({
    queryKey: ['affiliate', 'currentLink'],
    queryFn: () => apiCall(affiliateCurrentLink),
  });
}

export function useAffiliateFriends() {
  return useQuery({
    queryKey: ['affiliate', 'friends'],
    queryFn: () => apiCall(affiliateFriends),
  });
}

/** Generates a new current code; the link shown follows. */
export function useGenerateAffiliateCode() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiCall(createAffiliateCode, { body: { code } }),
    onSuccess: (link) => queries.setQueryData(['affiliate', 'currentLink'], link),
  });
}
