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
  notFound: 404,
  tooManyLoginAttempts: 429,
  tooManyOtpAttempts: 429,
  tooManyLiveSearches: 429,
  keywordReachLimitation: 409,
  itemStillRanked: 409,
  itemNotFoundOnEbay: 422,
  noItemData: 422,
  importAccountLimitReached: 409,
  importListingLimit: 422,
  ebayAccountNotConnected: 404,
  ebayConsentExpired: 400,
  ebayConsentRejected: 400,
  ebayAccountConnectedElsewhere: 409,
  ebayReconsentRequired: 409,
  cannotImpersonateUserNow: 409,
  notWhileImpersonating: 409,
  noteLimitReached: 409,
  userAlreadyVerified: 409,
  serverError: 500,
  serviceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
