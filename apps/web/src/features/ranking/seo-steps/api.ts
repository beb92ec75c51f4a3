import { type CreateSeoStep, createSeoStep, deleteSeoStep, seoStepList } from '@baylytics/contract/seo-steps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

const seoStepsKey = (itemNumber: number) => ['seoSteps', itemNumber];

/** The caller's SEO steps of one item, newest day first. */
export function useSeoSteps(itemNumber: number) {
  return useQuery({
    queryKey: seoStepsKey(itemNumber),
    queryFn: () => apiCall(seoStepList, { query: { itemNumber } }),
  });
}

/** The group chart draws the steps as flags, so it is reloaded too. */
function useRefreshSeoSteps() {
  const queryClient = useQueryClient();
  return (itemNumber: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: seoStepsKey(itemNumber) }),
      queryClient.invalidateQueries({ queryKey: ['itemGroupChart', itemNumber] }),
    ]);
}

export function useCreateSeoStep() {
  const refresh = useRefreshSeoSteps();
  return useMutation({
    mutationFn: (body: CreateSeoStep) => apiCall(createSeoStep, { body }),
    onSuccess: (step) => refresh(step.itemNumber),
  });
}

export function useDeleteSeoStep(itemNumber: number) {
  const refresh = useRefreshSeoSteps();
  return useMutation({
    mutationFn: (seoStepId: number) => apiCall(deleteSeoStep, { params: { seoStepId } }),
    onSuccess: () => refresh(itemNumber),
  });
}
