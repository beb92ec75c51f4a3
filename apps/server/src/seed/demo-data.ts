import { demoAccounts, demoPassword } from '@baylytics/sandbox/demo-accounts';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { createSeedRepository } from './seed-repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

const guides: { module: string; name: string }[] = [
  { module: 'Dashboard', name: 'dashboardTour' },
  { module: 'AccountCheck', name: 'accountCheckIntro' },
  { module: 'RankingCheck', name: 'rankingCheckIntro' },
  { module: 'MyEBayRanking', name: 'myRankingIntro' },
  { module: 'SearchOrganic', name: 'searchOrganicIntro' },
  { module: 'KeywordPro', name: 'keywordProIntro' },
  { module: 'MobileCheck', name: 'mobileCheckIntro' },
  { module: 'TitleBuilder', name: 'titleBuilderIntro' },
  { module: 'TemplateGenerator', name: 'templateGeneratorIntro' },
  { module: 'EBayCategory', name: 'categoryBrowserIntro' },
  { module: 'UserEBayVideo', name: 'videoUploadIntro' },
  { module: 'Affiliate', name: 'affiliateIntro' },
  { module: 'Campaign', name: 'campaignIntro' },
];

const changes = [
  {
    daysAgo: 0,
    color: 'text-success',
    header: 'Neu: Anmeldung, Dashboard und Navigation',
    headerEn: 'New: sign-in, dashboard and navigation',
    content:
      'Melden Sie sich mit E-Mail und Passwort oder einem Login-Token an. Das Dashboard zeigt Neuigkeiten, abgelaufene eBay-Token und Ihre Testphase.',
    contentEn:
      'Sign in with e-mail and password or a login token. The dashboard shows news, expired eBay tokens and your trial.',
  },
  {
    daysAgo: 1,
    color: 'text-info',
    header: 'Anleitungsvideos je Modul',
    headerEn: 'Guiding videos per module',
    content: 'Wo es zu einem Modul Videos gibt, öffnet der Knopf neben dem Seitentitel sie direkt.',
    contentEn: 'Where a module has videos, the button next to the page title opens them directly.',
  },
  {
    daysAgo: 2,
    color: 'text-warning',
    header: 'Bald: Ranking- und Keyword-Analysen',
    headerEn: 'Coming soon: ranking and keyword analytics',
    content:
      'Account-Check, Ranking-Check, My Ranking und Keyword Pro sind in Arbeit und im Menü als „bald“ markiert.',
    contentEn:
      'Account check, ranking check, My Ranking and Keyword Pro are being built and marked “soon” in the menu.',
  },
  {
    daysAgo: 3,
    color: 'text-info',
    header: 'Deutsch und Englisch',
    headerEn: 'German and English',
    content: 'Die Sprache wechseln Sie im Benutzermenü oben rechts; Ihre Wahl bleibt gespeichert.',
    contentEn: 'Switch the language in the user menu at the top right; your choice is remembered.',
  },
  {
    daysAgo: 5,
    color: 'text-danger',
    header: 'Sicherheit: Anmeldeversuche begrenzt',
    headerEn: 'Security: sign-in attempts limited',
    content:
      'Nach fünf falschen Passwörtern in 15 Minuten wird die Anmeldung für dieses Konto kurz gesperrt.',
    contentEn:
      'After five wrong passwords within 15 minutes, sign-in for that account is paused for a short while.',
  },
];

/** Seeds the demo users, their agreements, the change log and the guiding videos, once, on an empty database. */
export async function seedDemoData(db: Database, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword);
  return createSeedRepository(db).transaction(async (seeds) => {
    await seeds.lockDemoSeed();
    if ((await seeds.userCount()) > 0) return false;

    for (const demo of demoAccounts) {
      const userId = await seeds.addUser({
        email: demo.email,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        phone: '+49 30 1234567',
        status: demo.status,
        language: demo.language,
      });
      for (const role of demo.grantedRoles) await seeds.addRole(userId, role);
      if (!demo.plan) continue;
      const planId = await seeds.yearlyPlanId(demo.plan);
      if (planId === null) throw new Error(`no 12-month plan for ${demo.plan}`);
      const isTrial = demo.trialDaysLeft !== undefined;
      const startedAt = new Date(now.getTime() - 30 * dayMs);
      await seeds.addAgreement({
        userId,
        planId,
        source: 'demo',
        status: 'active',
        startedAt,
        paidUntil: isTrial ? startedAt : new Date(startedAt.getTime() + 365 * dayMs),
        trialEndsAt: isTrial ? new Date(now.getTime() + (demo.trialDaysLeft ?? 0) * dayMs - 60_000) : null,
      });
    }

    await seeds.addGuidingVideos(guides.map((g, i) => ({ ...g, sortOrder: i })));
    await seeds.addChanges(
      changes.map(({ daysAgo, ...c }) => ({
        ...c,
        createdDate: new Date(now.getTime() - daysAgo * dayMs),
      })),
    );
    return true;
  });
}
