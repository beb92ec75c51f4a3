import { germanAlertDigest } from './alert-digest-texts.ts';
import type { LanguageTexts } from './mail-kinds.ts';

const hours = (n: number) => (n === 1 ? 'eine Stunde' : `${n} Stunden`);
const minutes = (n: number) => (n === 1 ? 'eine Minute' : `${n} Minuten`);
const codeValidity = (n: number) =>
  `Der Code ist ${minutes(n)} gültig und kann nur einmal verwendet werden. Geben Sie ihn an niemanden weiter: Baylytics wird Sie nie danach fragen.`;

/** German texts, formal ('Sie'), as the product speaks to sellers. */
export const germanTexts: LanguageTexts = {
  language: 'de',
  greeting: (firstName) => (firstName ? `Hallo ${firstName},` : 'Guten Tag,'),
  signOff: ['Viele Grüße', 'Ihr Baylytics-Team'],
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  footer: 'Diese E-Mail wurde automatisch versandt. Bitte antworten Sie nicht darauf.',
  kinds: {
    verifyEmail: ({ link, hours: n }) => ({
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      blocks: [
        {
          type: 'paragraph',
          text: 'vielen Dank für Ihre Registrierung bei Baylytics. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können.',
        },
        { type: 'action', label: 'E-Mail-Adresse bestätigen', url: link },
        { type: 'paragraph', text: `Der Link ist ${hours(n)} gültig.` },
        {
          type: 'paragraph',
          text: 'Falls Sie sich nicht bei Baylytics registriert haben, können Sie diese E-Mail ignorieren.',
        },
      ],
    }),
    forgotPasswordOtp: ({ otp, minutes: n }) => ({
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sie möchten Ihr Passwort für Baylytics zurücksetzen. Geben Sie dazu bitte diesen Code ein:',
        },
        { type: 'code', code: otp },
        { type: 'paragraph', text: codeValidity(n) },
        {
          type: 'paragraph',
          text: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt dann unverändert.',
        },
      ],
    }),
    changeEmailOtpCurrent: ({ otp, minutes: n, newEmail }) => ({
      subject: 'Bestätigen Sie die Änderung Ihrer E-Mail-Adresse',
      blocks: [
        {
          type: 'paragraph',
          text: `Sie möchten die E-Mail-Adresse Ihres Baylytics-Kontos ${newEmail ? `in ${newEmail} ` : ''}ändern. Bitte bestätigen Sie das mit diesem Code:`,
        },
        { type: 'code', code: otp },
        { type: 'paragraph', text: codeValidity(n) },
        {
          type: 'paragraph',
          text: 'Falls Sie diese Änderung nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie vorsichtshalber Ihr Passwort.',
        },
      ],
    }),
    changeEmailOtpNew: ({ otp, minutes: n }) => ({
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      blocks: [
        {
          type: 'paragraph',
          text: 'diese Adresse soll künftig die E-Mail-Adresse Ihres Baylytics-Kontos sein. Bitte bestätigen Sie sie mit diesem Code:',
        },
        { type: 'code', code: otp },
        { type: 'paragraph', text: codeValidity(n) },
        {
          type: 'paragraph',
          text: 'Falls Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.',
        },
      ],
    }),
    emailChangedNotice: ({ newEmail }) => ({
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      blocks: [
        {
          type: 'paragraph',
          text: `die E-Mail-Adresse Ihres Baylytics-Kontos wurde in ${newEmail} geändert. Nachrichten zu Ihrem Konto erhalten Sie ab jetzt an diese Adresse.`,
        },
        {
          type: 'paragraph',
          text: 'Falls Sie diese Änderung nicht selbst vorgenommen haben, wenden Sie sich bitte umgehend an den Baylytics-Support.',
        },
      ],
    }),
    invoice: ({ invoiceNumber }) => ({
      subject: `Ihre Rechnung ${invoiceNumber}`,
      blocks: [
        {
          type: 'paragraph',
          text: `anbei erhalten Sie Ihre Rechnung ${invoiceNumber} als PDF-Datei.`,
        },
        { type: 'paragraph', text: 'Vielen Dank, dass Sie Baylytics nutzen.' },
      ],
    }),
    registrationCompleted: ({ loginLink }) => ({
      subject: 'Willkommen bei Baylytics',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ihre Registrierung ist abgeschlossen und Ihr Baylytics-Konto ist eingerichtet. Sie können sich ab sofort anmelden:',
        },
        { type: 'action', label: 'Zur Anmeldung', url: loginLink },
        { type: 'paragraph', text: 'Wir wünschen Ihnen viel Erfolg mit Ihren eBay-Angeboten.' },
      ],
    }),
    rankingReport: (d) => ({
      subject: `Ranking-Bericht zum Artikel ${d.itemNumber}`,
      blocks: [
        {
          type: 'paragraph',
          text: `anbei erhalten Sie den Ranking-Bericht Ihres Angebots ${d.itemNumber} „${d.title}“ mit Stand ${d.day}.`,
        },
        {
          type: 'paragraph',
          text: `BayScore (mittlere Platzierung über alle Keywords, niedriger ist besser): gestern ${d.yesterdayBayScore}, heute ${d.todayBayScore}.`,
        },
        {
          type: 'paragraph',
          text: `Keywords unter den ersten 200 (Positions-Score): gestern ${d.yesterdayScore}, heute ${d.todayScore}.`,
        },
        {
          type: 'paragraph',
          text: `Die angehängte CSV-Datei enthält die Platzierungen der ${d.keywordCount} Keywords, unter denen Ihr Angebot in den letzten 30 Tagen gefunden wurde, pro Tag.`,
        },
      ],
    }),
    alertDigest: germanAlertDigest,
  },
};
