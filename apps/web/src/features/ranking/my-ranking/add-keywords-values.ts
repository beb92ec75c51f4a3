import { defaultEbaySiteId } from '@baylytics/contract/marketplaces';
import { addNewItem, addTrackedKeywords } from '@baylytics/contract/my-ranking';
import { z } from 'zod';
import { bodySchemaOf, numberTextSchema } from '../../../app/request-schemas.ts';
import { countryIdOfSite } from '../../../app/site-country.ts';

const addBody = bodySchemaOf(addTrackedKeywords);

/** What the add form holds (spec 001 §2.3). */
export interface AddKeywordsValues {
  itemNumber: string;
  /** The eBay site as the site picker holds it; the call takes the site's country id. */
  eBaySiteId: string | null;
  /** Picked in the multi-select (suggestions, saved lists, or typed). */
  selected: string[];
  /** One keyword per line. */
  lines: string;
}

export type AddKeywordsPlace = 'form' | 'modal';

/** The keywords to add: the selected ones and the textarea's lines, blanks skipped, each once. */
export function keywordsOf(values: Pick<AddKeywordsValues, 'selected' | 'lines'>): string[] {
  const all = [...values.selected, ...values.lines.split(/\r?\n/)].map((k) => k.trim()).filter(Boolean);
  const seen = new Set<string>();
  return all.filter((k) => {
    const key = k.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const itemNumberText = numberTextSchema(addBody.shape.itemNumber, 'myRanking.pleaseEnterItemNumber');

/**
 * The add form by the contract's rules (spec 001 §5), in the order the form names them: the item number, at
 * least one keyword (on the lines box), a site. The add-keywords modal names a missing site
 * pleaseSelectEBaySiteId.
 */
export function addKeywordsFormSchema(place: AddKeywordsPlace) {
  return z
    .object({
      itemNumber: z.string(),
      eBaySiteId: z.string().nullable(),
      selected: z.array(z.string()),
      lines: z.string(),
    })
    .superRefine((values, context) => {
      const itemNumber = itemNumberText.safeParse(values.itemNumber);
      if (!itemNumber.success)
        context.addIssue({
          code: 'custom',
          path: ['itemNumber'],
          message: itemNumber.error.issues[0]?.message,
        });
      const keywords = keywordsOf(values);
      const keywordsChecked = addBody.shape.keywords.safeParse(keywords);
      if (!keywordsChecked.success)
        context.addIssue({
          code: 'custom',
          path: ['lines'],
          message:
            keywords.length === 0
              ? 'myRanking.pleaseEnterTheKeywords'
              : keywordsChecked.error.issues[0]?.message,
        });
      if (countryIdOfSite(values.eBaySiteId) === null)
        context.addIssue({
          code: 'custom',
          path: ['eBaySiteId'],
          message: place === 'modal' ? 'myRanking.pleaseSelectEBaySiteId' : 'myRanking.pleaseSelectCountry',
        });
    });
}

/** The form starts on the default site (Germany), the first of the picker; after adding it goes back there. */
export const defaultSite = String(defaultEbaySiteId);

/** The add-new-item modal: the successor's item number, by the contract's rule, as typed. */
export const addNewItemFormSchema = z.object({
  newItemNumber: numberTextSchema(
    bodySchemaOf(addNewItem).shape.newItemNumber,
    'myRanking.pleaseEnterItemNumber',
  ),
});
