/**
 * Local-storage keys, as spec 000 §3 names them, plus the sidebar mode; the spec's `token` is replaced by the
 * `signed_in` hint, the session itself being an HttpOnly cookie (docs/decisions/session-cookie.md).
 */
export const storageKeys = {
  signedIn: 'signed_in',
  user: 'user',
  parentPlan: 'parent_plan',
  rankingSelectedAccount: 'ranking_selected_account',
  languageSelected: 'language_selected',
  agreementFromFilter: 'agreement_from_filter',
  rankingPageSize: 'ranking_pagesize',
  rankingEbayCountry: 'ranking_ebay_country',
  session: 'session',
  signature: 'signature',
  os: 'os',
  sidebarMode: 'sidebar_mode',
} as const;
