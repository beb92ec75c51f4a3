import { z } from 'zod';

/**
 * The number of a live eBay listing as a seller types it: eBay's item numbers have 12 digits. Screens that
 * store or search for a listing take only this shape ('12' or '12345' are typing slips, not listings);
 * `validation.itemNumber` is the message key.
 */
export const listingNumberSchema = z.coerce
  .number({ error: 'validation.itemNumber' })
  .int({ error: 'validation.itemNumber' })
  .min(100_000_000_000, { error: 'validation.itemNumber' })
  .max(999_999_999_999, { error: 'validation.itemNumber' })
  .describe('eBay item number of a listing: 12 digits');
