import type { IntervalUnit } from './request-schemas.ts';

export type CheckoutLanguage = 'de' | 'en';

const units: Record<CheckoutLanguage, Record<IntervalUnit, [string, string]>> = {
  de: {
    DAY: ['Tag', 'Tage'],
    WEEK: ['Woche', 'Wochen'],
    MONTH: ['Monat', 'Monate'],
    YEAR: ['Jahr', 'Jahre'],
  },
  en: { DAY: ['day', 'days'], WEEK: ['week', 'weeks'], MONTH: ['month', 'months'], YEAR: ['year', 'years'] },
};

/** The checkout page's words; German for a `de…` locale, English otherwise, as PayPal falls back. */
export const checkoutTexts = {
  de: {
    title: 'Abonnement bestätigen',
    subscribeAt: (brand: string) => `Sie schließen ein Abonnement bei ${brand} ab`,
    every: (count: number, unit: IntervalUnit) =>
      count === 1 ? `pro ${units.de[unit][0]}` : `alle ${count} ${units.de[unit][1]}`,
    period: (count: number, unit: IntervalUnit) => `${count} ${units.de[unit][count === 1 ? 0 : 1]}`,
    trial: 'Testzeitraum',
    once: (price: string) => `für ${price}`,
    free: 'kostenlos',
    thereafter: 'danach',
    setupFee: 'Einrichtungsgebühr',
    taxExclusive: (percent: string) => `zzgl. ${percent} % MwSt.`,
    taxInclusive: (percent: string) => `inkl. ${percent} % MwSt.`,
    dueToday: 'Heute fällig',
    approve: 'Zustimmen',
    cancel: 'Abbrechen',
    sandboxNotice: 'PayPal-Sandbox: Es wird kein echtes Geld bewegt.',
    alreadyDone: 'Dieses Abonnement wurde bereits bearbeitet.',
    approved: 'Abonnement bestätigt. Sie können dieses Fenster schließen.',
    cancelled: 'Vorgang abgebrochen. Sie können dieses Fenster schließen.',
    notFound: 'Dieses Abonnement gibt es nicht.',
  },
  en: {
    title: 'Confirm your subscription',
    subscribeAt: (brand: string) => `You are subscribing with ${brand}`,
    every: (count: number, unit: IntervalUnit) =>
      count === 1 ? `per ${units.en[unit][0]}` : `every ${count} ${units.en[unit][1]}`,
    period: (count: number, unit: IntervalUnit) => `${count} ${units.en[unit][count === 1 ? 0 : 1]}`,
    trial: 'Trial',
    once: (price: string) => `for ${price}`,
    free: 'free',
    thereafter: 'then',
    setupFee: 'Setup fee',
    taxExclusive: (percent: string) => `plus ${percent}% tax`,
    taxInclusive: (percent: string) => `incl. ${percent}% tax`,
    dueToday: 'Due today',
    approve: 'Approve',
    cancel: 'Cancel',
    sandboxNotice: 'PayPal sandbox: no real money moves.',
    alreadyDone: 'This subscription has already been handled.',
    approved: 'Subscription approved. You can close this window.',
    cancelled: 'Cancelled. You can close this window.',
    notFound: 'There is no such subscription.',
  },
} satisfies Record<CheckoutLanguage, unknown>;

export function checkoutLanguage(locale: string | undefined): CheckoutLanguage {
  return locale?.toLowerCase().startsWith('de') ? 'de' : 'en';
}
