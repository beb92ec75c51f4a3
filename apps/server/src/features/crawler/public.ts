// What other areas may use of the crawler (they import nothing else from this folder): its day arithmetic,
// the SQL of a day's places (the BayScore breakdown shows the rows the scores came from), the ports through
// which it reads eBay, and the super price rule the live chart shares.

export { countsOnDaySql, dayPlacesSql } from './day-places-sql.ts';
export { addDays, dayOf, daysBetween, startOfDay } from './days.ts';
export {
  itemNumberOf,
  type SearchSource,
  type SellerListing,
  type SellerListSource,
  type SellerSourceFor,
  type SiteId,
  type SuggestSource,
} from './ports.ts';
export { backfillRunName } from './run-names.ts';
export { isLowestPrice } from './super-price.ts';
