/** The e-mails the product sends, each with the data its text needs; a caller cannot leave a field out. */
export interface MailData {
  /** Confirms the address given at registration. */
  verifyEmail: { firstName: string; link: string; hours: number };
  forgotPasswordOtp: { firstName: string; otp: string; minutes: number };
  /**
   * To the current address: proves the owner wants a change. The new address is named when known;
   * in the account flow the code is sent before the new address is entered.
   */
  changeEmailOtpCurrent: { firstName: string; otp: string; minutes: number; newEmail?: string };
  /** To the new address: proves the user can read it. */
  changeEmailOtpNew: { firstName: string; otp: string; minutes: number };
  /** To the old address once the change is done, so a hijacked account is noticed. */
  emailChangedNotice: { firstName: string; newEmail: string };
  /** The caller attaches the invoice PDF. */
  invoice: { firstName: string; invoiceNumber: string };
  registrationCompleted: { firstName: string; loginLink: string };
  /**
   * The account check's ranking report of one listing; BayScores come formatted for the language ('–' when the
   * listing did not rank). The caller attaches the keywords' places per day as CSV.
   */
  rankingReport: {
    firstName: string;
    itemNumber: string;
    title: string;
    day: string;
    yesterdayBayScore: string;
    todayBayScore: string;
    yesterdayScore: number;
    todayScore: number;
    keywordCount: number;
  };
  /**
   * Alert events not mailed yet, in one digest; `more` counts those beyond the listed ones. Places and BayScores
   * are numbers (null: not among the first 200 results); the texts format them for the language.
   */
  alertDigest: {
    firstName: string;
    events: AlertMailEvent[];
    more: number;
    screenLink: string;
    unsubscribeLink: string;
  };
}

/** One fired alert as the digest lists it. */
export interface AlertMailEvent {
  kind: 'firstPage' | 'moved' | 'promotedTwin' | 'bayScore' | 'ended';
  state: string;
  itemNumber: string;
  title: string;
  keyword: string | null;
  fromValue: number | null;
  toValue: number | null;
}

export type MailKind = keyof MailData;

export type MailLanguage = 'de' | 'en';

/** Every kind once; `satisfies` fails the build when a kind is added to MailData but not here. */
export const mailKinds = Object.keys({
  verifyEmail: true,
  forgotPasswordOtp: true,
  changeEmailOtpCurrent: true,
  changeEmailOtpNew: true,
  emailChangedNotice: true,
  invoice: true,
  registrationCompleted: true,
  rankingReport: true,
  alertDigest: true,
} satisfies Record<MailKind, true>) as MailKind[];

/** One piece of a mail's body; the layout turns it into plain text and into HTML. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'code'; code: string }
  | { type: 'action'; label: string; url: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

/** All texts of one language: the frame every mail shares and the body of each kind. */
export interface LanguageTexts {
  language: MailLanguage;
  greeting: (firstName: string) => string;
  signOff: readonly string[];
  /** Shown under a button, for mail clients that do not make it clickable. */
  linkFallback: string;
  footer: string;
  kinds: { [K in MailKind]: (data: MailData[K]) => MailContent };
}
