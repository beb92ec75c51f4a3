import { importRoles, keywordLimitFor } from '@baylytics/contract/ranking';
import { hasAnyRole, type Role, roleGroups } from '@baylytics/contract/roles';
import type { Marketplace } from '../app/marketplace.ts';
import { createAccountRepository } from '../features/account/repository.ts';
import { createAccountService } from '../features/account/service.ts';
import { createKeywordRepository } from '../features/crawler/keyword-repository.ts';
import { frequentPhrases } from '../features/crawler/title-phrases.ts';
import { createMarketplaceRepository } from '../features/marketplace/repository.ts';
import { createMarketplaceService } from '../features/marketplace/service.ts';
import { createImportService } from '../features/ranking/import-service.ts';
import { sellerListPageSize } from '../features/ranking/import-task.ts';
import { setPremium, trackKeywords } from '../features/ranking/tracked-keywords.ts';
import type { EngineDeps } from '../kernel/engine-deps.ts';
import { type DemoKind, demoAccounts } from './demo-accounts.ts';
import { createSeedRepository } from './seed-repository.ts';

/** The stand-in seller each demo account with a ranking plan starts connected to (README, demo table). */
export const demoSellerOf: Partial<Record<DemoKind, string>> = {
  administrator: 'demo-seller-1',
  platinum: 'demo-seller-2',
  gold: 'demo-seller-3',
  silver: 'demo-seller-4',
  bronze: 'demo-seller-5',
  trial: 'demo-seller-6',
  // A seller of vehicle parts, whose listings carry vehicle usage lists for the transformer.
  transformer: 'demo-seller-7',
};

/** Tracked keywords per demo user: enough to fill My Ranking, well inside Bronze's 50. */
export const demoTrackedPerUser = 20;
/** Of them premium (searched every 20 minutes), inside Bronze's 5. */
export const demoPremiumPerUser = 3;
/** The demo keyword database is German (site 77, where the demo sellers list). */
const demoSiteId = 77;

export interface DemoSeller {
  userId: number;
  kind: DemoKind;
  roles: Role[];
  sellerName: string;
}

export interface DemoConnectionDeps {
  engine: EngineDeps;
  /** The app's eBay client and cipher, and the eBay stand-in whose sellers the demo users connect to. */
  ebay: Marketplace;
}

function servicesOf({ engine, ebay }: DemoConnectionDeps) {
  const { db, clock, jobs } = engine;
  return {
    accounts: createAccountService(createAccountRepository(db), clock),
    marketplace: createMarketplaceService({
      repository: createMarketplaceRepository(db),
      ebay: ebay.client,
      cipher: ebay.cipher,
      clock,
    }),
    imports: createImportService({ db, jobs, clock }),
  };
}

/**
 * Connects each demo account with a ranking plan, and the transformer account, to its stand-in seller through the OAuth code flow a
 * browser goes through (authorize with a stored state; the stand-in's demo consent, which grants what the
 * seller's 'agree' on the consent page grants; accept with code and state), then asks for the listing import
 * where the plan allows it, as PATCH /ebayaccess/accept and the import route do. Accounts already connected
 * are left as they are, so a resumed seed connects nobody twice. Answers the accounts with a ranking plan.
 */
export async function connectDemoSellers(deps: DemoConnectionDeps): Promise<DemoSeller[]> {
  const { db, log } = deps.engine;
  const services = servicesOf(deps);
  const { sandbox } = deps.ebay;
  if (!sandbox) throw new Error('demo sellers live on the eBay stand-in, which is not running');
  const connected: DemoSeller[] = [];
  for (const demo of demoAccounts) {
    const sellerName = demoSellerOf[demo.kind];
    if (!sellerName) continue;
    const userId = await createSeedRepository(db).userIdByStoredEmail(demo.email);
    const user = userId !== null && (await services.accounts.loadAuthUser(userId));
    if (!user) continue;
    const ranks = keywordLimitFor(user.roles).keywords > 0;
    if (!ranks && !hasAnyRole(user.roles, roleGroups.transformer)) continue;
    try {
      const held = await services.marketplace.valid(user.id);
      if (!held.some((token) => token.username.toLowerCase() === sellerName)) {
        const { eBayRedirectUrl } = await services.marketplace.authorize(user.id, user.language);
        const { code, state } = sandbox.grantDemoConsent(eBayRedirectUrl, sellerName);
        await services.marketplace.accept(user.id, { code, state });
      }
      const imports = hasAnyRole(user.roles, importRoles);
      const alreadyImported = (await services.imports.userAccounts(user.id)).some(
        (name) => name.toLowerCase() === sellerName,
      );
      if (imports && !alreadyImported) await services.imports.requestImport(user, sellerName);
      log(`demo market: ${demo.email} connected to ${sellerName}${imports ? '; listing import queued' : ''}`);
      // Keywords are tracked for accounts with a ranking plan only.
      if (ranks) connected.push({ userId: user.id, kind: demo.kind, roles: user.roles, sellerName });
    } catch (error) {
      // One account failing (e.g. its seller connected elsewhere) must not keep the others from their data.
      log(`demo market: connecting ${demo.email} to ${sellerName} failed: ${String(error)}`);
    }
  }
  return connected;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Pairs items with keywords of the database whose every word occurs in the item's title (what a seller
 * would track), spread over items and keywords: each round gives every item a keyword no item has yet,
 * else one it has not.
 */
export function pickTrackedKeywords(
  items: readonly { itemNumber: number; title: string }[],
  known: readonly string[],
  wanted: number,
): { itemNumber: number; keyword: string }[] {
  const candidates = items
    .map((item) => {
      const titleWords = new Set(wordsOf(item.title));
      return {
        itemNumber: item.itemNumber,
        // Phrases with a brand, attribute, size or model first: they are what a seller of the item tracks.
        keywords: known
          .filter((keyword) => wordsOf(keyword).every((word) => titleWords.has(word)))
          .sort((a, b) => Math.min(2, b.split(' ').length) - Math.min(2, a.split(' ').length)),
        picked: new Set<string>(),
      };
    })
    .filter((item) => item.keywords.length > 0);
  const picks: { itemNumber: number; keyword: string }[] = [];
  const usedKeywords = new Set<string>();
  const pick = (item: (typeof candidates)[number], keyword: string) => {
    usedKeywords.add(keyword);
    item.picked.add(keyword);
    picks.push({ itemNumber: item.itemNumber, keyword });
  };
  // Keywords no item has yet first, so the picks cover as many keywords as the titles allow; then one
  // an item has not, round by round.
  for (let progress = true; progress && picks.length < wanted; ) {
    progress = false;
    for (const item of candidates) {
      const keyword = item.keywords.find((k) => !usedKeywords.has(k));
      if (!keyword || picks.length >= wanted) continue;
      pick(item, keyword);
      progress = true;
    }
  }
  const rounds = Math.max(0, ...candidates.map((item) => item.keywords.length));
  for (let round = 0; round < rounds && picks.length < wanted; round += 1) {
    for (const item of candidates) {
      const keyword = item.keywords.find((k) => !item.picked.has(k));
      if (!keyword || picks.length >= wanted) continue;
      pick(item, keyword);
    }
  }
  return picks;
}

/** The first page of a demo seller's live listings on the demo site, read as the import reads it. */
export async function firstPageOf(deps: DemoConnectionDeps, seller: DemoSeller) {
  const { clock, sellerSourceFor } = deps.engine;
  const source = await sellerSourceFor(seller.userId, seller.sellerName);
  if (!source) return [];
  const now = clock();
  const { items } = await source.getSellerList({
    page: 1,
    perPage: sellerListPageSize,
    endTimeFrom: now,
    endTimeTo: new Date(now.getTime() + 120 * 24 * 60 * 60 * 1000),
  });
  return items
    .filter((item) => (item.siteId ?? demoSiteId) === demoSiteId)
    .map((item) => ({ itemNumber: Number(item.itemId), title: item.title }))
    .filter((item) => Number.isSafeInteger(item.itemNumber));
}

/** Words of a seller's titles typed into the search box, most frequent first, while looking for phrases. */
const wordsAsked = 40;
/** Phrases kept from one word's suggestions. */
const phrasesPerWord = 2;

/**
 * Search phrases that fit a seller's items, found as a seller researches them: the words its titles repeat
 * most are typed into eBay's search box, and the suggestions of two words or more whose every word occurs
 * in one of its titles are kept ('dirndl damen 38' for a women's dirndl in size 38). Title fragments
 * ('viele farben', 'xs 3xl') are never suggested, so they never become keywords.
 */
export async function sellerSearchPhrases(
  suggest: Pick<EngineDeps['suggest'], 'autocomplete'>,
  titles: readonly string[],
  wanted: number,
): Promise<string[]> {
  const titleWords = titles.map((title) => new Set(wordsOf(title)));
  const fits = (phrase: string) => {
    const words = wordsOf(phrase);
    return phrase.includes(' ') && titleWords.some((title) => words.every((word) => title.has(word)));
  };
  const found: string[] = [];
  for (const { phrase: word } of frequentPhrases(titles, 3)
    .filter(({ phrase }) => !phrase.includes(' '))
    .slice(0, wordsAsked)) {
    // A few per word, so the phrases spread over the seller's products rather than one product type.
    let fromWord = 0;
    for (const suggestion of await suggest.autocomplete(demoSiteId, word)) {
      const phrase = suggestion.trim().toLowerCase().replace(/\s+/g, ' ');
      if (fromWord >= phrasesPerWord || !fits(phrase) || found.includes(phrase)) continue;
      found.push(phrase);
      fromWord += 1;
      if (found.length >= wanted) return found;
    }
  }
  return found;
}

/**
 * Adds search phrases that fit each demo seller's items (`sellerSearchPhrases`, at most `perSeller` each) to
 * the keyword database, before discovery fills the rest of the demo's keywords. So every demo user finds
 * a spread of keywords for its own items, without the backfill searching more.
 */
export async function seedSellerPhrases(
  deps: DemoConnectionDeps,
  sellers: readonly DemoSeller[],
  perSeller: number,
): Promise<number> {
  const keywordDatabase = createKeywordRepository(deps.engine.db);
  let added = 0;
  for (const seller of sellers) {
    const titles = (await firstPageOf(deps, seller)).map((item) => item.title);
    const phrases = await sellerSearchPhrases(deps.engine.suggest, titles, perSeller);
    if (phrases.length === 0) continue;
    added += await keywordDatabase.addMissing(demoSiteId, phrases, 'autocomplete');
  }
  return added;
}

/**
 * Tracks keywords for each connected demo user on items of its seller (the first page the import reads,
 * through the same seller client), choosing keywords already in the keyword database so the backfill
 * searches nothing extra; the first few are premium.
 */
export async function trackDemoKeywords(deps: DemoConnectionDeps, sellers: readonly DemoSeller[]) {
  const { db, log } = deps.engine;
  const known = await createKeywordRepository(db).allOnSite(demoSiteId);
  for (const seller of sellers) {
    const onSite = await firstPageOf(deps, seller);
    const picks = pickTrackedKeywords(onSite, known, demoTrackedPerUser);
    const user = { id: seller.userId, roles: seller.roles };
    const added: number[] = [];
    for (const pick of picks)
      added.push(...(await trackKeywords(db, user, pick.itemNumber, demoSiteId, [pick.keyword])));
    for (const id of added.slice(0, Math.min(demoPremiumPerUser, keywordLimitFor(seller.roles).premium)))
      await setPremium(db, user, id, true);
    const distinct = new Set(picks.map((pick) => pick.keyword)).size;
    log(
      `demo market: ${seller.sellerName} tracks ${added.length} keywords (${distinct} distinct) for its demo user`,
    );
  }
}
