import type { Seller, SiteId, StarColor } from './model.ts';
import { randomFor, saltOf } from './random.ts';
import { siteListingShare } from './sites.ts';

/** eBay's star colours by feedback score (lower bounds). */
const starSteps: [number, StarColor][] = [
  [1_000_000, 'SilverShooting'],
  [500_000, 'GreenShooting'],
  [100_000, 'RedShooting'],
  [50_000, 'PurpleShooting'],
  [25_000, 'TurquoiseShooting'],
  [10_000, 'YellowShooting'],
  [5_000, 'Green'],
  [1_000, 'Red'],
  [500, 'Purple'],
  [100, 'Turquoise'],
  [50, 'Blue'],
  [10, 'Yellow'],
];

export function starColorOf(feedbackScore: number): StarColor {
  return starSteps.find(([from]) => feedbackScore >= from)?.[1] ?? 'None';
}

export const demoSellerCount = 8;

/**
 * Listings of the demo sellers from 6,000 to 30,000 listings (the demo market); a smaller market scales them
 * down, a larger one up (at most 25×), so that other sellers always hold most of the market.
 */
const demoListings = [1000, 520, 420, 380, 340, 320, 310, 300];
const demoFeedback: [number, number, boolean][] = [
  [14_870, 99.8, true],
  [6_240, 99.5, true],
  [2_310, 99.1, true],
  [980, 98.7, false],
  [612, 99.9, true],
  [240, 97.9, false],
  [87, 100, false],
  [31, 96.4, false],
];
/** Level-1 categories (Google ids) the demo sellers specialise in; the seventh sells vehicle parts. */
export const demoSellerRoots: number[][] = [
  [536, 632],
  [166],
  [222, 141],
  [988],
  [1239, 537],
  [469],
  [888],
  [436, 8],
];

const handleStarts = {
  de: [
    'technik',
    'haus',
    'garten',
    'mode',
    'sport',
    'spiel',
    'deko',
    'werkzeug',
    'kinder',
    'tier',
    'buero',
    'outlet',
  ],
  en: [
    'tech',
    'home',
    'garden',
    'style',
    'sport',
    'toy',
    'decor',
    'tools',
    'kids',
    'pet',
    'office',
    'outlet',
  ],
};
const handleEnds = {
  de: ['welt', 'shop', 'handel', 'markt', 'paradies', 'kiste', 'laden', 'profi', 'discount', 'direkt'],
  en: ['world', 'store', 'trade', 'market', 'deals', 'direct', 'depot', 'supplies', 'bargains', 'hub'],
};

export function demoSellerScale(slots: number): number {
  if (slots < 6000) return slots / 6000;
  return Math.min(25, Math.max(1, slots / 30_000));
}

export interface SellerPlan {
  sellers: Seller[];
  /** First slot of each seller; seller i owns slots [firstSlot[i], firstSlot[i+1]). */
  firstSlot: Int32Array;
  /** Level-1 category ids each seller lists in. */
  roots: number[][];
}

const idAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * Sellers and how many listing slots each owns: the eight demo sellers first (German, well stocked),
 * then a long tail whose sizes follow a power law. Slots are contiguous per seller.
 */
export function planSellers(
  seed: number,
  slots: number,
  sellerCount: number,
  rootWeights: [number, number][],
): SellerPlan {
  const scale = demoSellerScale(slots);
  const demoCounts = demoListings.map((n) => Math.max(1, Math.round(n * scale)));
  const demoTotal = demoCounts.reduce((a, b) => a + b, 0);
  const others = Math.max(1, sellerCount - demoSellerCount);
  const remaining = Math.max(others, slots - demoTotal);
  const weights: number[] = [];
  for (let i = 0; i < others; i++)
    weights.push(randomFor(seed, saltOf('seller-size'), i).spread(0.5) / (i + 1) ** 0.75);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const otherCounts = weights.map((w) => Math.max(1, Math.floor((w / weightSum) * remaining)));
  let shortfall = remaining - otherCounts.reduce((a, b) => a + b, 0);
  for (let i = 0; shortfall > 0; i = (i + 1) % others, shortfall--)
    otherCounts[i] = (otherCounts[i] ?? 0) + 1;
  const counts = [...demoCounts, ...otherCounts];
  const firstSlot = new Int32Array(counts.length + 1);
  counts.forEach((count, i) => {
    firstSlot[i + 1] = (firstSlot[i] ?? 0) + count;
  });

  const totalRootWeight = rootWeights.reduce((sum, [, w]) => sum + w, 0);
  const pickRoot = (u: number): number => {
    let at = u * totalRootWeight;
    for (const [root, w] of rootWeights) {
      at -= w;
      if (at < 0) return root;
    }
    return rootWeights[0]?.[0] ?? 0;
  };

  const usedNames = new Set<string>();
  const sellers: Seller[] = [];
  const roots: number[][] = [];
  counts.forEach((listingCount, i) => {
    const random = randomFor(seed, saltOf('seller'), i);
    let userId = '';
    for (let c = 0; c < 12; c++) userId += idAlphabet[random.int(0, idAlphabet.length - 1)];
    if (i < demoSellerCount) {
      const [feedbackScore, feedbackPercentage, topRated] = demoFeedback[i] ?? [0, 100, false];
      sellers.push({
        username: `demo-seller-${i + 1}`,
        userId,
        feedbackScore,
        feedbackPercentage,
        topRated,
        starColor: starColorOf(feedbackScore),
        registrationSite: 77,
        listingCount,
      });
      roots.push(demoSellerRoots[i] ?? []);
      return;
    }
    const siteRoll = random.float();
    const registrationSite: SiteId =
      siteRoll < siteListingShare[0] ? 77 : siteRoll < siteListingShare[0] + siteListingShare[1] ? 0 : 3;
    const language = registrationSite === 77 ? 'de' : 'en';
    let username = '';
    for (let attempt = 0; attempt === 0 || usedNames.has(username); attempt++) {
      const start = random.pick(handleStarts[language]);
      const end = random.pick(handleEnds[language]);
      const joint = random.pick(['', '-', '_', '.']);
      const suffix = random.chance(0.55) ? String(random.int(1, 99)) : random.chance(0.3) ? '24' : '';
      username = `${start}${joint}${end}${suffix}${attempt > 2 ? random.int(100, 999) : ''}`;
    }
    usedNames.add(username);
    // Feedback grows with the seller's size; most established sellers stay above 98 %.
    const feedbackScore = Math.floor(listingCount * random.spread(0.9) * 12 + random.int(0, 60));
    const feedbackPercentage =
      Math.round(Math.min(100, 100 - Math.abs(random.spread(1) - 1) * 1.6) * 10) / 10;
    const topRated = feedbackScore >= 100 && feedbackPercentage >= 98.5 && random.chance(0.45);
    sellers.push({
      username,
      userId,
      feedbackScore,
      feedbackPercentage,
      topRated,
      starColor: starColorOf(feedbackScore),
      registrationSite,
      listingCount,
    });
    const rootCount = random.int(1, 3);
    const chosen = new Set<number>();
    for (let r = 0; r < rootCount; r++) chosen.add(pickRoot(random.float()));
    roots.push([...chosen]);
  });
  return { sellers, firstSlot, roots };
}
