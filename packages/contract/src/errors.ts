/**
 * The one error vocabulary of the API. Each code is also the translation key of its message
 * (catalogue group `errors`), and maps to exactly one HTTP status here.
 */
export const errorStatus = {
  validationFailed: 400,
  invalidLoginToken: 400,
  invalidVerificationLink: 400,
  invalidOrExpiredOtp: 400,
  wrongPassword: 400,
  addressRequired: 400,
  invalidPromoCode: 400,
  planNotAvailable: 400,
  planAlreadyActive: 409,
  paymentMismatch: 422,
  subscriptionPeriodEnded: 409,
  subscriptionCancelled: 409,
  emailAlreadyRegistered: 409,
  invalidUsernameOrPassword: 401,
  sessionExpired: 401,
  accountNotActivated: 403,
  noPermission: 403,
  /** A call signed in by the session cookie came without the session's CSRF token, or with another one. */
  crossSiteRequestRefused: 403,
  /** A personal API token that does not exist (mistyped, or its account was deleted). */
  apiTokenUnknown: 401,
  /** A personal API token past its expiry. */
  apiTokenExpired: 401,
  /** A personal API token its owner revoked. */
  apiTokenRevoked: 401,
  /** The operation is not open to personal API tokens (see the API document's `x-personal-token`). */
  notOpenToApiTokens: 403,
  /** A read-only personal API token on an operation that changes data. */
  apiTokenReadOnly: 403,
  /** The account already holds the most personal API tokens it may. */
  apiTokenLimitReached: 409,
  notFound: 404,
  tooManyLoginAttempts: 429,
  tooManyOtpAttempts: 429,
  tooManyLiveSearches: 429,
  keywordReachLimitation: 409,
  itemStillRanked: 409,
  itemNotFoundOnEbay: 422,
  noItemData: 422,
  /** No score was derived for the listing or account on the asked day, or its searches are no longer kept. */
  noScoreData: 404,
  importAccountLimitReached: 409,
  importListingLimit: 422,
  ebayAccountNotConnected: 404,
  ebayConsentExpired: 400,
  ebayConsentRejected: 400,
  ebayAccountConnectedElsewhere: 409,
  ebayReconsentRequired: 409,
  /** eBay refused the request; `errors[0].params.ebayMessage` carries eBay's first error message (spec 002 §8). */
  ebayRefused: 422,
  ebayTokenRequired: 409,
  pleaseChooseCategories: 400,
  itemSpecificsNotLoaded: 409,
  itemSpecificsSyncInProgress: 409,
  itemSpecificsLoadInProgress: 409,
  nothingToSync: 400,
  cannotImpersonateUserNow: 409,
  notWhileImpersonating: 409,
  noteLimitReached: 409,
  userAlreadyVerified: 409,
  youReachTheUploadLimitation: 409,
  pleaseChooseAccount: 400,
  tokenIsBlocked: 409,
  pleaseChooseFile: 400,
  maximumFileSizeIs150MB: 413,
  /** A request body above its operation's limit (1 MiB unless the contract names more). */
  requestTooLarge: 413,
  videoMustBeMp4: 415,
  videoResolutionTooHigh: 422,
  videoFileSizeMismatch: 400,
  videoNotLive: 409,
  itemHasOtherVideo: 409,
  /** The caller has stored no Afterbuy credentials (account pages). */
  afterbuyCredentialsMissing: 409,
  /** Afterbuy could not be reached or answered no CallStatus. */
  afterbuyUnavailable: 503,
  /** The user already keeps the most alert rules it may (`alertRuleLimit`). */
  alertRuleLimitReached: 409,
  serverError: 500,
  serviceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
