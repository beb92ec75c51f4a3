export type ConsentLanguage = 'de' | 'en';

/** The consent page's words. eBay's own page is not ours to copy; these say plainly what the stand-in is. */
export const consentTexts = {
  de: {
    title: 'Bei eBay anmelden – lokaler Platzhalter',
    notice:
      'Dies ist nicht eBay, sondern der lokale eBay-Platzhalter von Baylytics mit erfundenen Verkäufern und Angeboten.',
    asks: (application: string) => `„${application}“ möchte auf Ihr eBay-Konto zugreifen:`,
    username: 'eBay-Benutzername',
    usernameHint: 'Einer der Demo-Verkäufer des Platzhalters, zum Beispiel:',
    password: 'Passwort',
    passwordHint: 'Das Passwort wird hier nicht geprüft; jede Eingabe (auch keine) genügt.',
    agree: 'Zustimmen',
    decline: 'Ablehnen',
    unknownSeller: (username: string) => `Den Verkäufer „${username}“ gibt es auf diesem Marktplatz nicht.`,
    badRequest: 'Diese Anmeldeanfrage ist ungültig',
    unknownClient: 'Die Anwendung (client_id) ist unbekannt.',
    wrongRedirect: 'redirect_uri ist nicht der RuName dieser Anwendung.',
    wrongResponseType: 'response_type muss „code“ sein.',
  },
  en: {
    title: 'Sign in to eBay – local stand-in',
    notice: 'This is not eBay but the local eBay stand-in of Baylytics, with made-up sellers and listings.',
    asks: (application: string) => `“${application}” would like to access your eBay account:`,
    username: 'eBay username',
    usernameHint: 'One of the stand-in’s demo sellers, for example:',
    password: 'Password',
    passwordHint: 'The password is not checked here; anything (or nothing) will do.',
    agree: 'Agree',
    decline: 'Decline',
    unknownSeller: (username: string) => `There is no seller “${username}” on this marketplace.`,
    badRequest: 'This sign-in request is invalid',
    unknownClient: 'The application (client_id) is unknown.',
    wrongRedirect: 'redirect_uri is not this application’s RuName.',
    wrongResponseType: 'response_type must be “code”.',
  },
} satisfies Record<ConsentLanguage, unknown>;

/** eBay's authorize URL takes `locale` (e.g. de-DE); without it the browser's first language decides. */
export function consentLanguage(
  locale: string | undefined,
  acceptLanguage: string | undefined,
): ConsentLanguage {
  const wanted = locale ?? acceptLanguage?.split(',')[0];
  return wanted?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}
