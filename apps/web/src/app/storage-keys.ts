/** Local-storage keys, exactly as spec 000 §3 names them (plus the sidebar mode and an administrator's own session while acting as a user). */
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
  /** The administrator's own session while acting as a user; restored on the way back. */
  impersonatorToken: 'impersonator_token',
  impersonatorUser: 'impersonator_user',
} as const;
