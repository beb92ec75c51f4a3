import { currentUser } from '@baylytics/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from './http.ts';
import { sessionStore } from './session.ts';

/** Reloads the signed-in user (roles change with agreements and trials) and keeps the stored copy fresh. */
export function useCurrentUser(isEnabled: boolean) {
  const query = useQuery({
    queryKey: ['currentUser'],
    queryFn: () => apiCall(currentUser),
    enabled: isEnabled,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) sessionStore.setUser(query.data);
  }, [query.data]);
  return query;
}
