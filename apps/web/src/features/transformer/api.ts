import { updateAfterbuyMvl } from '@baylytics/contract/afterbuy';
import type { SpecificOption } from '@baylytics/contract/listing-item-apply';
import { type MvlRow, transformerMvl, updateTransformerMvl } from '@baylytics/contract/transformer';
import {
  applyTransformerCharacteristics,
  transformerCharacteristics,
} from '@baylytics/contract/transformer-characteristics';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../app/http.ts';
import { announceRevision } from '../listing/public.ts';
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

/** Replaces the attributes of the seller's Afterbuy product with the vehicles of the table. */
export function useApplyToAfterbuy() {
  return useMutation({
    mutationFn: (input: { sellerName: string; afterBuyId: string; rows: MvlRow[] }) =>
      apiCall(updateAfterbuyMvl, {
        body: { sellerName: input.sellerName, afterBuyId: input.afterBuyId, mvlData: mvlDataOf(input.rows) },
      }),
  });
}

export interface CharacteristicsRequest {
  itemNumber: string;
  keyword: string;
}

/** The listing's item specifics and the category's proposals for the keyword; nothing is asked before a request. */
export function useCharacteristics(request: CharacteristicsRequest | null) {
  return useQuery({
    queryKey: ['transformer', 'characteristics', request],
    queryFn: () =>
      apiCall(transformerCharacteristics, {
        query: { itemNumber: Number(request?.itemNumber), keyword: request?.keyword ?? '' },
      }),
    enabled: request !== null,
    retry: false,
  });
}

/** Replaces the listing's item specifics on eBay; the panel reads the listing again afterwards. */
export function useApplyCharacteristics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemNumber: string; options: SpecificOption[] }) =>
      apiCall(applyTransformerCharacteristics, {
        body: { itemNumber: Number(input.itemNumber), options: input.options },
      }),
    onSuccess: async (answer) => {
      announceRevision(answer);
      if (answer.ack !== 'Failure')
        await client.invalidateQueries({ queryKey: ['transformer', 'characteristics'] });
    },
  });
}
