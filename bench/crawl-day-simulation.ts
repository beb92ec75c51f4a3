// A day of crawl slots at internet scale, replayed against the scheduler's own rules: how many eBay searches
// a given number of sellers needs, how they bunch up, and the Browse quota that implies.
// `npx tsx bench/crawl-day-simulation.ts [sellers=10000] [keywordsPerSeller=200] [keywordDatabase=1000000]`
//
// Sellers pick their tracked keywords from each site's phrases with a Zipf law (many sellers of the same
// product track the same phrases; a long tail tracks phrases nobody else does); 15 % of a seller's keywords
// are premium (3 of 20 in the demo). Every 2 minutes the scheduler claims the slot of each due keyword —
// `slotStart` from the crawler, the claim rule of `scheduleCrawls`: premium keywords every 20 minutes,
// other tracked keywords every 60, the rest of the keyword database once a day — and the queue drains at
// the Browse pace. It runs twice: with the slots aligned to the clock, as the scheduler claims them today,
// and with a per-keyword phase inside each interval, which spreads the same searches evenly.
import { crawlIntervalMinutes } from '@baylytics/contract/ranking';
import { slotStart } from '../apps/server/src/features/crawler/crawl-schedule.ts';

const sellers = Number(process.argv[2] ?? 10_000);
const keywordsPerSeller = Number(process.argv[3] ?? 200);
const keywordDatabase = Number(process.argv[4] ?? 1_000_000);
const premiumShare = 0.15;
const phrasesPerSite = 2_000_000;
const zipfExponent = 1;
const sites = [
  { siteId: 77, share: 0.6 },
  { siteId: 0, share: 0.25 },
  { siteId: 3, share: 0.15 },
];
/** The client's Browse pace against eBay (docs/decisions/browse-pace.md). */
const browsePerSecond = 20;
/** eBay's default Browse quota of an application, before its Application Growth Check. */
const defaultDailyQuota = 5_000;
const tickMinutes = 2;
const minuteMs = 60_000;
const day = new Date('2026-11-02T00:00:00Z');

/** A small deterministic generator (mulberry32): every run replays the same day. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf weights of ranks 1..n, for sampling by binary search. */
function zipfTable(n: number, exponent: number): Float64Array {
  const table = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank++) {
    sum += 1 / (rank + 1) ** exponent;
    table[rank] = sum;
  }
  for (let rank = 0; rank < n; rank++) table[rank] = (table[rank] ?? 0) / sum;
  return table;
}

function sample(table: Float64Array, u: number): number {
  let low = 0;
  let high = table.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((table[middle] ?? 1) < u) low = middle + 1;
    else high = middle;
  }
  return low;
}

// ---- who tracks what ----
const random = randomFrom(20_261_102);
const table = zipfTable(phrasesPerSite, zipfExponent);
/** keyword id → premium for anyone; ids are site * phrasesPerSite + rank. */
const tracked = new Map<number, boolean>();
let pairs = 0;
for (let seller = 0; seller < sellers; seller++) {
  const pick = random();
  let cumulative = 0;
  let siteIndex = sites.length - 1;
  for (const [index, candidate] of sites.entries()) {
    cumulative += candidate.share;
    if (pick < cumulative) {
      siteIndex = index;
      break;
    }
  }
  const own = new Set<number>();
  while (own.size < keywordsPerSeller) own.add(siteIndex * phrasesPerSite + sample(table, random()));
  for (const keyword of own) {
    const premium = random() < premiumShare;
    tracked.set(keyword, (tracked.get(keyword) ?? false) || premium);
    pairs++;
  }
}
const premiumKeywords = [...tracked.values()].filter(Boolean).length;
const regularKeywords = tracked.size - premiumKeywords;
const untracked = Math.max(0, keywordDatabase - tracked.size);

// ---- the day, tick by tick ----
interface Replay {
  searches: number;
  peakPerTick: number;
  quietestTick: number;
}

/** Phase of a keyword inside its interval, in minutes: 0 when aligned to the clock. */
type Phase = (keyword: number, intervalMinutes: number) => number;

function replay(phase: Phase): Replay {
  // Keywords of one interval and phase are claimed together, so the day is replayed per (interval, phase).
  const buckets = new Map<
    string,
    { intervalMinutes: number; phaseMinutes: number; count: number; last: number }
  >();
  for (const [keyword, premium] of tracked) {
    const intervalMinutes = premium ? crawlIntervalMinutes.premium : crawlIntervalMinutes.regular;
    const phaseMinutes = phase(keyword, intervalMinutes);
    const key = `${intervalMinutes}:${phaseMinutes}`;
    const bucket = buckets.get(key) ?? { intervalMinutes, phaseMinutes, count: 0, last: 0 };
    bucket.count++;
    buckets.set(key, bucket);
  }
  const slotOf = (bucket: { intervalMinutes: number; phaseMinutes: number }, at: Date) => {
    const offset = bucket.phaseMinutes * minuteMs;
    return slotStart(new Date(at.getTime() - offset), bucket.intervalMinutes).getTime() + offset;
  };
  // The day before ran too: every slot in progress at midnight was claimed before it.
  for (const bucket of buckets.values())
    bucket.last = slotOf(bucket, new Date(day.getTime() - tickMinutes * minuteMs));
  let searches = 0;
  let peakPerTick = 0;
  let quietestTick = Number.POSITIVE_INFINITY;
  for (let minute = 0; minute < 1440; minute += tickMinutes) {
    const now = new Date(day.getTime() + minute * minuteMs);
    let queued = 0;
    // What the slot claim does: a keyword is queued when the slot `now` falls in has not been claimed yet.
    for (const bucket of buckets.values()) {
      const slot = slotOf(bucket, now);
      if (slot === bucket.last) continue;
      bucket.last = slot;
      queued += bucket.count;
    }
    // The untracked rest of the keyword database: once a day, at midnight or spread over the day.
    const dailyShare = phase(1, 1440) === 0 ? (minute === 0 ? 1 : 0) : tickMinutes / 1440;
    queued += Math.round(untracked * dailyShare);
    searches += queued;
    peakPerTick = Math.max(peakPerTick, queued);
    quietestTick = Math.min(quietestTick, queued);
  }
  return { searches, peakPerTick, quietestTick };
}

const hash = (keyword: number) => Math.imul(keyword ^ (keyword >>> 16), 0x45d9f3b) >>> 0;
const aligned = replay(() => 0);
const spread = replay(
  (keyword, intervalMinutes) => (hash(keyword) % (intervalMinutes / tickMinutes)) * tickMinutes,
);

const format = (value: number) => Math.round(value).toLocaleString('en-US');
const pace = (replayed: Replay) => (replayed.peakPerTick / (tickMinutes * 60)).toFixed(1);
const lines = [
  `${format(sellers)} sellers × ${keywordsPerSeller} tracked keywords = ${format(pairs)} (seller, keyword) pairs`,
  `distinct tracked keywords: ${format(tracked.size)} (${format(premiumKeywords)} premium, every ${crawlIntervalMinutes.premium} min; ${format(regularKeywords)} every ${crawlIntervalMinutes.regular} min); keyword database ${format(keywordDatabase)} (${format(untracked)} untracked, once a day)`,
  `searches a day, one per seller and keyword: ${format(pairs * 24 + premiumShare * pairs * 48 + untracked)}; shared, one per keyword and interval: ${format(aligned.searches)} (${(aligned.searches / 86_400).toFixed(1)}/s on average)`,
  `slots aligned to the clock (today): ${format(aligned.peakPerTick)} searches claimed in the busiest 2-minute tick, ${format(aligned.quietestTick)} in the quietest; pace to finish a tick before the next: ${pace(aligned)}/s`,
  `slots with a per-keyword phase: ${format(spread.peakPerTick)} in the busiest tick, ${format(spread.quietestTick)} in the quietest; pace needed: ${pace(spread)}/s`,
  `Browse quota implied: ${format(aligned.searches)} calls a day, ${Math.round(aligned.searches / defaultDailyQuota).toLocaleString('en-US')}× eBay's default of ${format(defaultDailyQuota)}; the client's pace today is ${browsePerSecond}/s (${format(browsePerSecond * 86_400)} a day)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
