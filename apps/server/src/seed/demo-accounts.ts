/**
 * The demo sign-ins seeded on the first start of the embedded default: one per user kind.
 * The README's table, the start-up banner and the browser tests all read this list.
 */
export const demoPassword = 'Demo-2026!';

export type DemoKind =
  | 'administrator'
  | 'bronze'
  | 'silver'
  | 'gold'
  | 'platinum'
  | 'video'
  | 'trial'
  | 'affiliate'
  | 'assistant'
  | 'transformer'
  | 'liveChart'
  | 'noPlan'
  | 'inactive';

export interface DemoAccount {
  kind: DemoKind;
  email: string;
  firstName: string;
  lastName: string;
  /** What the README says this account shows. */
  description: string;
  status: 'false' | 'email_verified' | 'true';
  language: 'de' | 'en';
  /** On the billing address of accounts with a paid plan. */
  salutation: 'Mr' | 'Mrs';
  grantedRoles: string[];
  /** Parent plan of an agreement running for a year, if any. */
  plan?: string;
  /** Days left of a running trial on `plan`. */
  trialDaysLeft?: number;
  /** The referral code an affiliate shares (its link is `/affiliate?referer=<code>`). */
  affiliateCode?: string;
  /**
   * Days before the seed the account was registered: before its first agreement in the billing history
   * (features/billing/demo-history.ts) or its current one, within the history's two years.
   */
  registeredDaysAgo: number;
}

const account = (
  kind: DemoKind,
  firstName: string,
  lastName: string,
  rest: Partial<DemoAccount> & { description: string; registeredDaysAgo: number },
): DemoAccount => ({
  kind,
  email: `${kind.toLowerCase()}@demo.baylytics.de`,
  firstName,
  lastName,
  status: 'true',
  language: 'de',
  salutation: 'Mr',
  grantedRoles: [],
  ...rest,
});

export const demoAccounts: DemoAccount[] = [
  account('administrator', 'Anna', 'Admin', {
    description: 'Administrator: every module and the admin screens',
    registeredDaysAgo: 730,
    grantedRoles: ['Administrator'],
  }),
  account('bronze', 'Bernd', 'Bronze', {
    description: 'Bronze plan',
    registeredDaysAgo: 705,
    plan: 'Bronze',
  }),
  account('silver', 'Silke', 'Silber', {
    description: 'Silver plan',
    registeredDaysAgo: 724,
    plan: 'Silver',
    salutation: 'Mrs',
  }),
  account('gold', 'Gerd', 'Gold', { description: 'Gold plan', registeredDaysAgo: 726, plan: 'Gold' }),
  account('platinum', 'Paula', 'Platin', {
    description: 'Platinum plan (with live chart)',
    registeredDaysAgo: 668,
    plan: 'Platinum',
    salutation: 'Mrs',
    language: 'en',
  }),
  account('video', 'Vera', 'Video', {
    description: 'Video package only',
    registeredDaysAgo: 612,
    plan: 'Video',
    salutation: 'Mrs',
  }),
  account('trial', 'Tim', 'Test', {
    description: 'Silver trial with 9 days left (role BGTest)',
    registeredDaysAgo: 7,
    plan: 'Silver',
    trialDaysLeft: 9,
  }),
  account('affiliate', 'Alex', 'Partner', {
    description: 'Affiliate plan, referral code alex-partner',
    registeredDaysAgo: 45,
    plan: 'Affiliate',
    affiliateCode: 'alex-partner',
  }),
  account('assistant', 'Assia', 'Assistenz', {
    description: 'Assistant (test-user notes)',
    registeredDaysAgo: 410,
    grantedRoles: ['Assistant'],
  }),
  account('transformer', 'Theo', 'Transformer', {
    description: 'Transformer package',
    registeredDaysAgo: 551,
    plan: 'Transformer',
  }),
  account('liveChart', 'Lea', 'Live', {
    description: 'Live chart only (granted role Livegraph)',
    registeredDaysAgo: 250,
    grantedRoles: ['Livegraph'],
  }),
  account('noPlan', 'Nora', 'Neu', {
    description: 'Registered and complete, no plan booked yet',
    registeredDaysAgo: 21,
  }),
  account('inactive', 'Ines', 'Inaktiv', {
    description: 'E-mail not confirmed: sign-in is refused',
    registeredDaysAgo: 2,
    status: 'false',
  }),
];

export function demoAccount(kind: DemoKind): DemoAccount {
  const found = demoAccounts.find((a) => a.kind === kind);
  if (!found) throw new Error(`no demo account ${kind}`);
  return found;
}
