import { liveChart, liveChartUpdate, saveLiveChart } from '@baylytics/contract/live-chart';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';
import type { LiveChartSetup } from './live-chart-values.ts';

/** The saved setup and its points, read once when the page opens. */
export function useSavedLiveChart() {
  return useQuery({
    queryKey: ['liveChart'],
    queryFn: () => apiCall(liveChart),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useSaveLiveChart() {
  return useMutation({
    mutationFn: (setup: LiveChartSetup) =>
      apiCall(saveLiveChart, {
        body: { itemNumber: setup.itemNumber, mainKeywords: setup.keywords, eBaySite: setup.site },
      }),
  });
}

/** One live update of the saved setup. */
export function fetchLiveUpdate(setup: LiveChartSetup) {
  return apiCall(liveChartUpdate, {
    query: { keywords: setup.keywords, itemNumber: setup.itemNumber, eBaySite: setup.site },
  });
}
