/** Local-storage keys, exactly as spec 000 §3 names them (plus the sidebar mode). */
export const storageKeys = {
  token: 'token',
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
