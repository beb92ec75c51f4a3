import {
  maxVariantItems,
  splitItemNumbers,
  variantMessages,
  variantToolByHtmlSource,
  variantToolByKeyword,
  variantToolItem,
  variantToolMulti,
} from '@baylytics/contract/research-variants';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import type { Api } from '../../../kernel/api.ts';
import { AppError } from '../../../kernel/errors.ts';
import type { VariantService } from './variant-service.ts';

const required = (field: string, message: string) => new AppError('validationFailed', [{ field, message }]);
const itemNumberPattern = /^\d{12}$/;

export function variantRoutes(api: Api, service: VariantService): void {
  api.handle(variantToolItem, async ({ params }) => service.item(String(params.itemNumber)));

  api.handle(variantToolMulti, async ({ query }) => {
    const itemNumbers = splitItemNumbers(query.itemNumbers);
    if (itemNumbers.length === 0) throw required('itemNumbers', variantMessages.pleaseEnterTheItemNumbers);
    if (itemNumbers.length > maxVariantItems)
      throw required('itemNumbers', variantMessages.tooManyItemNumbers);
    if (!itemNumbers.every((itemNumber) => itemNumberPattern.test(itemNumber)))
      throw required('itemNumbers', variantMessages.invalidItemNumbers);
    return service.multi(itemNumbers);
  });

  api.handle(variantToolByKeyword, async ({ query }) => {
    if (query.keyword === '') throw required('keyword', variantMessages.pleaseEnterTheKeyword);
    // The contract's schema admits only the three site ids.
    return service.byKeyword(query.keyword, query.eBaySiteId as EbaySiteId);
  });

  api.handle(variantToolByHtmlSource, async ({ body }) => {
    if (body.htmlSource.trim() === '') throw required('htmlSource', variantMessages.pleaseEnterTheHtmlSource);
    return service.byHtmlSource(body.htmlSource);
  });
}
