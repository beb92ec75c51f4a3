import {
  applyTemplate,
  generateTemplate,
  type TemplateData,
  templateOfItem,
} from '@baylytics/contract/listing-template';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/http.ts';

/** The product data filled from one of the caller's listings. */
export function useLoadTemplate() {
  return useMutation({
    mutationFn: (itemNumber: string) => apiCall(templateOfItem, { params: { itemNumber } }),
  });
}

/** The description HTML built on the server from the product data. */
export function useGenerateTemplate() {
  return useMutation({ mutationFn: (data: TemplateData) => apiCall(generateTemplate, { body: data }) });
}

/** Sends the HTML to eBay as the listing's description; the checks of the listing read it again afterwards. */
export function useApplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { itemNumber: string; html: string }) => apiCall(applyTemplate, { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['itemCheck'] }),
        client.invalidateQueries({ queryKey: ['mobileCheck'] }),
      ]);
    },
  });
}
