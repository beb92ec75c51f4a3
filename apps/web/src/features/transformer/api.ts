import { type MvlRow, transformerMvl, updateTransformerMvl } from '@baylytics/contract/transformer';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../app/http.ts';
import { mvlDataOf } from './transformer-values.ts';

export interface VehicleListRequest {
  itemNumber: string;
  itemNumberTransfer: string;
}

/** The vehicle usage list of `itemNumberTransfer`, for `itemNumber`; nothing is asked before a request. */
export function useVehicleList(request: VehicleListRequest | null) {
  return useQuery({
    queryKey: ['transformer', 'mvl', request],
    queryFn: () =>
      apiCall(transformerMvl, {
        query: {
          itemNumber: Number(request?.itemNumber),
          itemNumberTransfer: Number(request?.itemNumberTransfer),
        },
      }),
    enabled: request !== null,
    // The table is edited on the page: a refetch must not overwrite the seller's notes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** Replaces the listing's vehicle list on eBay with the rows of the table. */
export function useApplyVehicleList() {
  return useMutation({
    mutationFn: (input: { itemNumber: string; sellerName: string; columns: string[]; rows: MvlRow[] }) =>
      apiCall(updateTransformerMvl, {
        body: {
          itemNumber: Number(input.itemNumber),
          sellerName: input.sellerName,
          columns: input.columns,
          mvlData: mvlDataOf(input.rows),
        },
      }),
  });
}
