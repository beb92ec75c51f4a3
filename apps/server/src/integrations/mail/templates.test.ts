import { describe, expect, it } from 'vitest';
import { type MailData, type MailKind, type MailLanguage, mailKinds } from './mail-kinds.ts';
import { renderMail } from './templates.ts';

const samples: MailData = {
  verifyEmail: { firstName: 'Anna', link: 'https://app.example.test/verify?token=abc&x=1', hours: 24 },
  forgotPasswordOtp: { firstName: 'Anna', otp: '482913', minutes: 10 },
  changeEmailOtpCurrent: { firstName: 'Anna', otp: '120934', minutes: 10, newEmail: 'anna.neu@example.test' },
  changeEmailOtpNew: { firstName: 'Anna', otp: '557201', minutes: 10 },
  emailChangedNotice: { firstName: 'Anna', newEmail: 'anna.neu@example.test' },
  invoice: { firstName: 'Anna', invoiceNumber: 'R-2026-0042' },
  registrationCompleted: { firstName: 'Anna', loginLink: 'https://app.example.test/login' },
  rankingReport: {
    firstName: 'Anna',
    itemNumber: '110000004242',
    title: 'Akku Bohrschrauber 18V',
    day: '2026-03-14',
    yesterdayBayScore: '12,5',
    todayBayScore: '–',
    yesterdayScore: 31,
    todayScore: 0,
    keywordCount: 44,
  },
  alertDigest: {
    firstName: 'Anna',
    events: [
      {
        kind: 'firstPage',
        state: 'left',
        itemNumber: '110000004242',
        title: 'Akku Bohrschrauber 18V',
        keyword: 'akkuschrauber',
        fromValue: 12,
        toValue: 75,
      },
      {
        kind: 'bayScore',
        state: 'worse',
        itemNumber: '110000004243',
        title: 'Bits & Bohrer Set',
        keyword: null,
        fromValue: 3.5,
        toValue: 9.25,
      },
    ],
    more: 3,
    screenLink: 'https://app.example.test/app/ranking/alerts',
    unsubscribeLink: 'https://app.example.test/api/alerts/unsubscribe?token=1.abc',
  },
};

/** The values a kind's mail must show as they are; the digest's events are checked by their own test. */
const shownValues = (kind: MailKind): unknown[] => {
  const values: unknown[] = Object.values(samples[kind]);
  return kind === 'alertDigest' ? values.filter((value) => typeof value === 'string') : values;
};

const render = <K extends MailKind>(kind: K, language: MailLanguage, data: Partial<MailData[K]> = {}) =>
  renderMail(kind, language, { ...samples[kind], ...data });

describe('renderMail', () => {
  for (const language of ['de', 'en'] as const) {
    for (const kind of mailKinds) {
      it(`renders ${kind} in ${language} with every value of its data`, () => {
        const mail = render(kind, language);

        expect(mail.subject.trim()).not.toBe('');
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.text).toContain('Anna');
        for (const value of shownValues(kind)) {
          const shown = String(value);
          expect(mail.text).toContain(shown);
          expect(mail.html).toContain(shown.replaceAll('&', '&amp;'));
        }
        expect(mail.html).not.toMatch(/<img|<link|@import|url\(/i);
      });
    }
  }

  it('writes German mails formally, in German', () => {
    const mail = render('verifyEmail', 'de');

    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toMatch(/\bSie\b/);
    expect(mail.text).toContain('Ihre E-Mail-Adresse');
    expect(mail.text).toContain('24 Stunden');
    expect(mail.text).not.toMatch(/\b(du|dein|please|the)\b/i);
  });

  it('writes English mails in English', () => {
    const mail = render('verifyEmail', 'en');

    expect(mail.subject).toBe('Please confirm your e-mail address');
    expect(mail.text).toContain('valid for 24 hours');
  });

  it('escapes every value in the HTML, in text and in attributes', () => {
    const name = '<script>alert(1)</script>';
    const verify = render('verifyEmail', 'en', { firstName: name, link: 'https://x.test/?a="><b>' });
    const notice = render('emailChangedNotice', 'de', { newEmail: '"><img src=x>@example.test' });
    const invoice = render('invoice', 'en', { invoiceNumber: '<b>1</b>' });

    expect(verify.html).not.toContain('<script>');
    expect(verify.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(verify.html).toContain('href="https://x.test/?a=&quot;&gt;&lt;b&gt;"');
    expect(verify.text).toContain(`Hello ${name},`);
    expect(notice.html).not.toContain('<img');
    expect(notice.html).toContain('&quot;&gt;&lt;img src=x&gt;@example.test');
    expect(invoice.html).toContain('<title>Your invoice &lt;b&gt;1&lt;/b&gt;</title>');
  });

  it('greets without a name when there is none, and uses the singular for one hour or minute', () => {
    expect(render('verifyEmail', 'de', { firstName: ' ', hours: 1 }).text).toMatch(
      /^Guten Tag,\n[\s\S]*eine Stunde gültig/,
    );
    expect(render('forgotPasswordOtp', 'en', { firstName: '', minutes: 1 }).text).toMatch(
      /^Hello,\n[\s\S]*1 minute /,
    );
  });

  it('asks the current address to confirm a change, naming the new address only when it is known', () => {
    const withoutNew = { firstName: 'Anna', otp: '120934', minutes: 10 };

    expect(render('changeEmailOtpCurrent', 'de').text).toContain(
      'Sie möchten die E-Mail-Adresse Ihres Baylytics-Kontos in anna.neu@example.test ändern.',
    );
    expect(renderMail('changeEmailOtpCurrent', 'de', withoutNew).text).toContain(
      'Sie möchten die E-Mail-Adresse Ihres Baylytics-Kontos ändern.',
    );
    expect(renderMail('changeEmailOtpCurrent', 'en', withoutNew).text).toContain(
      'You asked to change the e-mail address of your Baylytics account. Please confirm',
    );
  });

  it('lists every alert event with title, item number, keyword and from → to in the language, and the unsubscribe link', () => {
    const de = render('alertDigest', 'de');
    const en = render('alertDigest', 'en');

    expect(de.subject).toBe('5 neue Ranking-Alarme');
    expect(de.text).toContain(
      '„Akku Bohrschrauber 18V“ (110000004242), Keyword „akkuschrauber“: von der ersten Seite gefallen (Platz 12 → Platz 75)',
    );
    expect(de.text).toContain('„Bits & Bohrer Set“ (110000004243): BayScore verschlechtert (3,5 → 9,25)');
    expect(de.text).toContain('… und 3 weitere.');
    expect(en.subject).toBe('5 new ranking alerts');
    expect(en.text).toContain(
      '"Akku Bohrschrauber 18V" (110000004242), keyword "akkuschrauber": left the first page (place 12 → place 75)',
    );
    expect(en.text).toContain('"Bits & Bohrer Set" (110000004243): BayScore worsened (3.5 → 9.25)');
    for (const mail of [de, en]) {
      expect(mail.text).toContain('https://app.example.test/api/alerts/unsubscribe?token=1.abc');
      expect(mail.html).toContain('href="https://app.example.test/api/alerts/unsubscribe?token=1.abc"');
      expect(mail.html).toContain('Bits &amp; Bohrer Set');
    }
  });

  it('refuses a link that is not a web address', () => {
    expect(() => render('registrationCompleted', 'en', { loginLink: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it('asks for all data of a kind at compile time (checked by tsc, not run)', () => {
    const withoutCode = () =>
      // @ts-expect-error: a one-time code mail without its code does not compile
      renderMail('forgotPasswordOtp', 'de', { firstName: 'Anna', minutes: 10 });
    const withWrongKindData = () =>
      // @ts-expect-error: the data of another kind does not fit
      renderMail('verifyEmail', 'en', samples.invoice);
    expect([withoutCode, withWrongKindData]).toHaveLength(2);
  });
});
