import { englishAlertDigest } from './alert-digest-texts.ts';
import type { LanguageTexts } from './mail-kinds.ts';

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);
const codeValidity = (n: number) =>
  `The code is valid for ${minutes(n)} and can be used only once. Do not share it with anyone: Baylytics will never ask you for it.`;

/** English texts; the spelling follows the app ('e-mail', 'sign in'). */
export const englishTexts: LanguageTexts = {
  language: 'en',
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  signOff: ['Best regards,', 'The Baylytics team'],
  linkFallback: 'If the button does not work, copy this link into your browser:',
  footer: 'This e-mail was sent automatically. Please do not reply to it.',
  kinds: {
    verifyEmail: ({ link, hours: n }) => ({
      subject: 'Please confirm your e-mail address',
      blocks: [
        {
          type: 'paragraph',
          text: 'Thank you for signing up for Baylytics. Please confirm your e-mail address so that we can activate your account.',
        },
        { type: 'action', label: 'Confirm e-mail address', url: link },
        { type: 'paragraph', text: `The link is valid for ${hours(n)}.` },
        {
          type: 'paragraph',
          text: 'If you did not sign up for Baylytics, you can ignore this e-mail.',
        },
      ],
    }),
    forgotPasswordOtp: ({ otp, minutes: n }) => ({
      subject: 'Your code to reset your password',
      blocks: [
        {
          type: 'paragraph',
          text: 'You asked to reset your Baylytics password. Please enter this code to continue:',
        },
        { type: 'code', code: otp },
        { type: 'paragraph', text: codeValidity(n) },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, you can ignore this e-mail. Your password stays unchanged.',
        },
      ],
    }),
    changeEmailOtpCurrent: ({ otp, minutes: n, newEmail }) => ({
      subject: 'Confirm the change of your e-mail address',
      blocks: [
        {
          type: 'paragraph',
          text: `You asked to change the e-mail address of your Baylytics account${newEmail ? ` to ${newEmail}` : ''}. Please confirm this with the following code:`,
        },
        { type: 'code', code: otp },
        { type: 'paragraph', text: codeValidity(n) },
        {
          type: 'paragraph',
          text: 'If you did not ask for this change, ignore this e-mail and change your password to be safe.',
        },
      ],
    }),
    changeEmailOtpNew: ({ otp, minutes: n }) => ({
      subject: 'Confirm your new e-mail address',
      blocks: [
        {
          type: 'paragraph',
          text: 'This address is about to become the e-mail address of your Baylytics account. Please confirm it with the following code:',
        },
        { type: 'code', code: otp },
        { type: 'paragraph', text: codeValidity(n) },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, you can ignore this e-mail.',
        },
      ],
    }),
    emailChangedNotice: ({ newEmail }) => ({
      subject: 'Your e-mail address has been changed',
      blocks: [
        {
          type: 'paragraph',
          text: `The e-mail address of your Baylytics account has been changed to ${newEmail}. From now on, messages about your account go to that address.`,
        },
        {
          type: 'paragraph',
          text: 'If you did not make this change yourself, please contact Baylytics support right away.',
        },
      ],
    }),
    invoice: ({ invoiceNumber }) => ({
      subject: `Your invoice ${invoiceNumber}`,
      blocks: [
        {
          type: 'paragraph',
          text: `Please find attached your invoice ${invoiceNumber} as a PDF file.`,
        },
        { type: 'paragraph', text: 'Thank you for using Baylytics.' },
      ],
    }),
    registrationCompleted: ({ loginLink }) => ({
      subject: 'Welcome to Baylytics',
      blocks: [
        {
          type: 'paragraph',
          text: 'Your registration is complete and your Baylytics account is ready. You can sign in now:',
        },
        { type: 'action', label: 'Sign in', url: loginLink },
        { type: 'paragraph', text: 'We wish you every success with your eBay listings.' },
      ],
    }),
    rankingReport: (d) => ({
      subject: `Ranking report for item ${d.itemNumber}`,
      blocks: [
        {
          type: 'paragraph',
          text: `here is the ranking report of your listing ${d.itemNumber} "${d.title}" as of ${d.day}.`,
        },
        {
          type: 'paragraph',
          text: `BayScore (median place over all keywords, lower is better): yesterday ${d.yesterdayBayScore}, today ${d.todayBayScore}.`,
        },
        {
          type: 'paragraph',
          text: `Keywords in the top 200 (position score): yesterday ${d.yesterdayScore}, today ${d.todayScore}.`,
        },
        {
          type: 'paragraph',
          text: `The attached CSV file lists the places of the ${d.keywordCount} keywords your listing was found for in the last 30 days, per day.`,
        },
      ],
    }),
    alertDigest: englishAlertDigest,
  },
};
