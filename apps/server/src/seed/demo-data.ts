import type { Database } from '../db/database.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { demoSourceUrl, learningClassSeeds } from './learning-classes.ts';
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
  { module: 'Transformer', name: 'transformerIntro' },
  { module: 'Affiliate', name: 'affiliateIntro' },
  { module: 'Campaign', name: 'campaignIntro' },
];

/** What the product offers today, newest first, as the dashboard's news shows it. */
const changes = [
  {
    daysAgo: 0,
    color: 'text-success',
    header: 'Keyword Pro, Keyword-Tool und Keyword-Listen',
    headerEn: 'Keyword Pro, keyword tool and keyword lists',
    content:
      'Durchsuchen Sie die Keyword-Datenbank mit Suchvolumen-Wert und Anzeigenplätzen, holen Sie Vorschläge von eBay und Suchmaschinen und speichern Sie Keywords in Listen.',
    contentEn:
      'Search the keyword database with its value and ad places, get suggestions from eBay and search engines, and save keywords to lists.',
  },
  {
    daysAgo: 1,
    color: 'text-success',
    header: 'Account-Check, Ranking-Check und Mein Ranking',
    headerEn: 'Account check, ranking check and My Ranking',
    content:
      'Importieren Sie Ihr eBay-Konto: BayScore je Artikel, die Plätze jedes Keywords über 60 Tage, Konkurrenten im Vergleich und Ihre verfolgten Keywords mit Premium-Keywords.',
    contentEn:
      'Import your eBay account: the BayScore of every listing, each keyword’s places over 60 days, competitors side by side, and your tracked keywords with premium keywords.',
  },
  {
    daysAgo: 2,
    color: 'text-info',
    header: 'Live-Chart und organische Suche',
    headerEn: 'Live chart and organic search',
    content:
      'Verfolgen Sie den Platz eines Artikels live alle 15 Sekunden, oder sehen Sie die ersten 200 Ergebnisse einer Suche mit Ihrem Artikel markiert.',
    contentEn:
      'Follow a listing’s place live every 15 seconds, or see the first 200 results of a search with your listing marked.',
  },
  {
    daysAgo: 3,
    color: 'text-info',
    header: 'Pakete mit PayPal, Rechnungen als PDF',
    headerEn: 'Packages with PayPal, invoices as PDF',
    content:
      'Buchen Sie Ihr Paket mit PayPal, pausieren oder kündigen Sie die Verlängerung jederzeit; jede Rechnung steht als PDF bereit.',
    contentEn:
      'Book your package with PayPal, pause or cancel its renewal at any time; every invoice is ready as a PDF.',
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

/**
 * Seeds the demo users, their agreements, the change log, the guiding videos and the learning videos' sources,
 * once, on an empty database.
 */
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
        createdAt: new Date(now.getTime() - demo.registeredDaysAgo * dayMs),
      });
      for (const role of demo.grantedRoles) await seeds.addRole(userId, role);
      if (demo.affiliateCode) await seeds.addAffiliateCode(userId, demo.affiliateCode);
      if (!demo.plan) continue;
      // Paid plans get their orders and invoices after this transaction (seedDemoOrders); invoices need an address.
      await seeds.addGermanAddress({
        userId,
        company: `${demo.lastName} Handel`,
        salutation: demo.salutation,
        firstName: demo.firstName,
        lastName: demo.lastName,
        telephone: '+49 30 1234567',
        street: 'Friedrichstraße 10',
        city: 'Berlin',
        postalCode: '10117',
      });
      const plan = await seeds.yearlyPlan(demo.plan);
      if (plan === null) throw new Error(`no 12-month plan for ${demo.plan}`);
      // A trial began as long before its end as the plan's trial lasts; a paid year began a month ago.
      const trialEndsAt =
        demo.trialDaysLeft === undefined
          ? null
          : new Date(now.getTime() + demo.trialDaysLeft * dayMs - 60_000);
      const startedAt = trialEndsAt
        ? new Date(trialEndsAt.getTime() - plan.trialDays * dayMs)
        : new Date(now.getTime() - 30 * dayMs);
      await seeds.addAgreement({
        userId,
        planId: plan.id,
        source: 'demo',
        status: 'active',
        createdAt: startedAt,
        startedAt,
        paidUntil: trialEndsAt ? startedAt : new Date(startedAt.getTime() + 365 * dayMs),
        trialEndsAt,
      });
    }

    await seeds.addGuidingVideos(guides.map((g, i) => ({ ...g, sortOrder: i })));
    for (const { classId } of learningClassSeeds)
      await seeds.setMissingLearningSources(classId, (position, language) =>
        demoSourceUrl(classId, position, language),
      );
    await seeds.addChanges(
      changes.map(({ daysAgo, ...c }) => ({
        ...c,
        createdDate: new Date(now.getTime() - daysAgo * dayMs),
      })),
    );
    return true;
  });
}
