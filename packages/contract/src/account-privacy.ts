import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';

/** The files of the data download: one JSON and one CSV per kind of data, named `<name>.json` and `<name>.csv`. */
export const myDataFiles = [
  'profile',
  'roles',
  'address',
  'sign-in-log',
  'sessions',
  'api-tokens',
  'keyword-lists',
  'tracked-keywords',
  'seo-notes',
  'star-colours',
  'live-chart',
  'agreements',
  'payments',
  'invoices',
  'ebay-connections',
  'ranking-accounts',
  'listing-imports',
  'listings',
  'optimized-marks',
  'campaigns',
  'promotion-advice',
  'videos',
  'video-listings',
  'item-specifics-categories',
  'item-specifics-listings',
  'affiliate-codes',
  'affiliate-referrals',
  'afterbuy-product-links',
  'alert-rules',
  'alert-events',
  'alert-settings',
] as const;

export const downloadMyData = endpoint({
  method: 'GET',
  path: '/bayuser/my-data',
  access: 'signedIn',
  summary:
    "Everything stored about the caller as a ZIP (application/zip), streamed: per kind of data a JSON file and a CSV file (';', formula guard); no password hash, session or eBay token",
  data: z.null(),
  isFile: true,
});

export const deleteMyAccountBodySchema = z.object({
  password: text().min(1).max(200).describe("The caller's current password, confirming the deletion"),
});

export const deleteMyAccount = endpoint({
  method: 'POST',
  path: '/bayuser/delete-account',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary:
    'Deletes the account: sessions, sign-in links, eBay connections and personal data go at once, running PayPal subscriptions are cancelled; invoices and their orders are kept for the operator for the statutory 8 years',
  body: deleteMyAccountBodySchema,
  data: z.null(),
});
