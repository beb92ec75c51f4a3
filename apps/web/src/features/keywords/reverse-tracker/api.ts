import type { BodyOf } from '@baylytics/contract/endpoint';
import { keywordPositionHistory, rankingCheck, rankingCheckChart } from '@baylytics/contract/reverse-tracker';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

export type RankingCheckRequest = BodyOf<typeof rankingCheck>;

/** One check per Start: a mutation, so the result starts cleared and only a search fills it (spec 001 §2.2). */
export function useRankingCheck() {
  return useMutation({ mutationFn: (body: RankingCheckRequest) => apiCall(rankingCheck, { body }) });
}

export interface PositionHistoryQuery {
  itemNumber: number;
  keyword: string;
  eBaySiteId: 0 | 3 | 77;
  fromDate: string;
  toDate: string;
}

export function usePositionHistory(query: PositionHistoryQuery | null) {
  return useQuery({
    queryKey: ['reverseTracker', 'position', query],
    queryFn: () => {
      if (!query) throw new Error('no keyword chosen');
      const { itemNumber, ...rest } = query;
      return apiCall(keywordPositionHistory, { params: { itemNumber }, query: rest });
    },
    enabled: query !== null,
  });
}

export function useCheckChart(query: { itemNumber: number; fromDate: string; toDate: string } | null) {
  return useQuery({
    queryKey: ['reverseTracker', 'chart', query],
    queryFn: () => {
      if (!query) throw new Error('no item chosen');
      const { itemNumber, ...rest } = query;
      return apiCall(rankingCheckChart, { params: { itemNumber }, query: rest });
    },
    enabled: query !== null,
  });
}
