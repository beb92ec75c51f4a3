/** The eBay APIs the stand-in serves; each has its own call counter, rate limit and fault matching. */
export type EbayApi =
  | 'browse'
  | 'taxonomy'
  | 'identity'
  | 'trading'
  | 'autosug'
  | 'oauth'
  | 'pictures'
  | 'pages'
  | 'notification'
  | 'marketing'
  | 'account'
  | 'recommendation'
  | 'media'
  | 'sandbox';

export const limitedApis = [
  'browse',
  'taxonomy',
  'identity',
  'trading',
  'autosug',
  'marketing',
  'account',
  'recommendation',
  'media',
] as const;
export type LimitedApi = (typeof limitedApis)[number];

/** Which API a path belongs to; on eBay they live on different hosts (api, apiz, auth, autosug), here on one. */
export function apiOfPath(path: string): EbayApi | undefined {
  if (path.startsWith('/buy/browse/v1/')) return 'browse';
  if (path.startsWith('/commerce/taxonomy/v1/')) return 'taxonomy';
  if (path.startsWith('/commerce/identity/v1/')) return 'identity';
  if (path === '/ws/api.dll') return 'trading';
  if (path.startsWith('/sell/marketing/v1/')) return 'marketing';
  if (path.startsWith('/sell/account/v1/')) return 'account';
  if (path.startsWith('/sell/recommendation/v1/')) return 'recommendation';
  if (path === '/autosug') return 'autosug';
  if (path.startsWith('/oauth2/') || path === '/identity/v1/oauth2/token') return 'oauth';
  if (path.startsWith('/commerce/media/v1_beta/')) return 'media';
  if (path.startsWith('/pictures/')) return 'pictures';
  if (path.startsWith('/itm/')) return 'pages';
  if (path.startsWith('/commerce/notification/v1/')) return 'notification';
  if (path.startsWith('/sandbox/')) return 'sandbox';
  return undefined;
}

export function isLimitedApi(api: EbayApi | undefined): api is LimitedApi {
  return (limitedApis as readonly string[]).includes(api ?? '');
}
