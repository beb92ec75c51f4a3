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
}

const account = (
  kind: DemoKind,
  firstName: string,
  lastName: string,
  rest: Partial<DemoAccount> & { description: string },
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
    grantedRoles: ['Administrator'],
  }),
  account('bronze', 'Bernd', 'Bronze', { description: 'Bronze plan', plan: 'Bronze' }),
  account('silver', 'Silke', 'Silber', { description: 'Silver plan', plan: 'Silver', salutation: 'Mrs' }),
  account('gold', 'Gerd', 'Gold', { description: 'Gold plan', plan: 'Gold' }),
  account('platinum', 'Paula', 'Platin', {
    description: 'Platinum plan (with live chart)',
    plan: 'Platinum',
    salutation: 'Mrs',
    language: 'en',
  }),
  account('video', 'Vera', 'Video', { description: 'Video package only', plan: 'Video', salutation: 'Mrs' }),
  account('trial', 'Tim', 'Test', {
    description: 'Silver trial with 9 days left (role BGTest)',
    plan: 'Silver',
    trialDaysLeft: 9,
  }),
  account('affiliate', 'Alex', 'Partner', {
    description: 'Affiliate plan, referral code alex-partner',
    plan: 'Affiliate',
    affiliateCode: 'alex-partner',
  }),
  account('assistant', 'Assia', 'Assistenz', {
    description: 'Assistant (test-user notes)',
    grantedRoles: ['Assistant'],
  }),
  account('transformer', 'Theo', 'Transformer', { description: 'Transformer package', plan: 'Transformer' }),
  account('liveChart', 'Lea', 'Live', {
    description: 'Live chart only (granted role Livegraph)',
    grantedRoles: ['Livegraph'],
  }),
  account('noPlan', 'Nora', 'Neu', { description: 'Registered and complete, no plan booked yet' }),
  account('inactive', 'Ines', 'Inaktiv', {
    description: 'E-mail not confirmed: sign-in is refused',
    status: 'false',
  }),
];

export function demoAccount(kind: DemoKind): DemoAccount {
  const found = demoAccounts.find((a) => a.kind === kind);
  if (!found) throw new Error(`no demo account ${kind}`);
  return found;
}
