import { demoMail, demoMailbox } from '@baylytics/contract/mailbox';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../app/http.ts';

// A newcomer waits for a mail to arrive: the list looks again every few seconds.
const refreshMs = 5_000;

export function useMailbox(to: string) {
  return useQuery({
    queryKey: ['demoMailbox', to],
    queryFn: () => apiCall(demoMailbox, { query: { to } }),
    enabled: to !== '',
    refetchInterval: (query) => (query.state.status === 'error' ? false : refreshMs),
  });
}

export function useMail(id: string | null) {
  return useQuery({
    queryKey: ['demoMail', id],
    queryFn: () => apiCall(demoMail, { params: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
