import type { AlertMailEvent, MailContent, MailData } from './mail-kinds.ts';

/** The words of the alert digest in one language; the lines are built the same way in both. */
interface DigestWords {
  locale: string;
  subject: (count: number) => string;
  intro: (count: number) => string;
  notRanked: string;
  place: (value: string) => string;
  change: (event: AlertMailEvent, from: string, to: string) => string;
  line: (event: AlertMailEvent, change: string) => string;
  more: (count: number) => string;
  open: string;
  unsubscribe: string;
  why: string;
}

function digest(words: DigestWords, data: MailData['alertDigest']): MailContent {
  const number = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 2 });
  const shown = (value: number | null, isPlace: boolean) =>
    value === null ? words.notRanked : isPlace ? words.place(number.format(value)) : number.format(value);
  const total = data.events.length + data.more;
  return {
    subject: words.subject(total),
    blocks: [
      { type: 'paragraph', text: words.intro(total) },
      ...data.events.map((event) => {
        const isPlace = event.kind !== 'bayScore';
        const change = words.change(event, shown(event.fromValue, isPlace), shown(event.toValue, isPlace));
        return { type: 'paragraph' as const, text: words.line(event, change) };
      }),
      ...(data.more > 0 ? [{ type: 'paragraph' as const, text: words.more(data.more) }] : []),
      { type: 'action', label: words.open, url: data.screenLink },
      { type: 'paragraph', text: words.why },
      { type: 'action', label: words.unsubscribe, url: data.unsubscribeLink },
    ],
  };
}

const german: DigestWords = {
  locale: 'de-DE',
  subject: (n) => (n === 1 ? '1 neuer Ranking-Alarm' : `${n} neue Ranking-Alarme`),
  intro: (n) =>
    n === 1 ? 'eine Ihrer Alarm-Regeln hat angeschlagen:' : `Ihre Alarm-Regeln haben ${n}-mal angeschlagen:`,
  notRanked: 'nicht unter den ersten 200',
  place: (value) => `Platz ${value}`,
  change: (event, from, to) => {
    if (event.kind === 'firstPage')
      return event.state === 'entered'
        ? `auf die erste Seite gekommen (${from} → ${to})`
        : `von der ersten Seite gefallen (${from} → ${to})`;
    if (event.kind === 'moved')
      return event.state === 'up' ? `aufgestiegen (${from} → ${to})` : `abgestiegen (${from} → ${to})`;
    if (event.kind === 'promotedTwin')
      return `organischen Platz an die eigene gesponserte Anzeige verloren (organisch ${from} → gesponsert ${to})`;
    if (event.kind === 'bayScore') return `BayScore verschlechtert (${from} → ${to})`;
    return 'Angebot beendet';
  },
  line: (event, change) =>
    `„${event.title || event.itemNumber}“ (${event.itemNumber})` +
    `${event.keyword ? `, Keyword „${event.keyword}“` : ''}: ${change}`,
  more: (n) => `… und ${n} weitere. Alle Alarme finden Sie in Baylytics.`,
  open: 'Alarme ansehen',
  unsubscribe: 'Alarm-E-Mails abbestellen',
  why: 'Sie erhalten diese E-Mail, weil Sie in Baylytics Ranking-Alarme eingerichtet haben. Mit dem folgenden Link schalten Sie diese E-Mails ohne Anmeldung ab:',
};

const english: DigestWords = {
  locale: 'en-GB',
  subject: (n) => (n === 1 ? '1 new ranking alert' : `${n} new ranking alerts`),
  intro: (n) => (n === 1 ? 'one of your alert rules fired:' : `your alert rules fired ${n} times:`),
  notRanked: 'not among the first 200',
  place: (value) => `place ${value}`,
  change: (event, from, to) => {
    if (event.kind === 'firstPage')
      return event.state === 'entered'
        ? `entered the first page (${from} → ${to})`
        : `left the first page (${from} → ${to})`;
    if (event.kind === 'moved')
      return event.state === 'up' ? `moved up (${from} → ${to})` : `moved down (${from} → ${to})`;
    if (event.kind === 'promotedTwin')
      return `lost its organic place to its own sponsored ad (organic ${from} → sponsored ${to})`;
    if (event.kind === 'bayScore') return `BayScore worsened (${from} → ${to})`;
    return 'listing ended';
  },
  line: (event, change) =>
    `"${event.title || event.itemNumber}" (${event.itemNumber})` +
    `${event.keyword ? `, keyword "${event.keyword}"` : ''}: ${change}`,
  more: (n) => `… and ${n} more. You find all alerts in Baylytics.`,
  open: 'View alerts',
  unsubscribe: 'Unsubscribe from alert e-mails',
  why: 'You receive this e-mail because you set up ranking alerts in Baylytics. This link turns these e-mails off without signing in:',
};

export const germanAlertDigest = (data: MailData['alertDigest']) => digest(german, data);
export const englishAlertDigest = (data: MailData['alertDigest']) => digest(english, data);
