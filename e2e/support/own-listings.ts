import { expect, type Page } from '@playwright/test';
import { queryDatabase } from './demo-market.ts';
import { sessionToken } from './sign-in.ts';

/** The parts of the item check's answer (GET /api/itemchecking/{n}) the browser tests pick listings by. */
export interface ItemCheckResult {
  itemNumber: string;
  keyword: string;
  item: { description: string; value: string; flag: number }[];
  itemCategories: {
    primaryCategory: { value: string; name: string };
    secondaryCategory: { value: string; name: string } | null;
    suggestions: { id: string; name: string }[];
  };
  itemVariants: { variants: unknown[] };
  mobileDescription: { value: string; flag: number };
  itemCharacteristics: {
    name: string;
    type: 'SELECT' | 'TEXTBOX';
    inputMode: 'MULTI' | 'SINGLE';
    requiredFlag: number;
    values: string[];
    value: string[];
  }[];
  sellerDetails: { hasToken: boolean; sellerName: string };
  isOptimized: boolean;
  inAccountCheck: boolean;
}

export interface OwnListing {
  itemNumber: string;
  keyword: string;
  result: ItemCheckResult;
}

/** The first two words of a title: a keyword the title carries. */
const keywordOf = (title: string) => title.split(/\s+/).slice(0, 2).join(' ');

/**
 * Live German listings of a demo seller as imported into the account check (the import runs on the first start,
 * so this waits for it), each checked through the API with the signed-in page's session, until `fits` accepts
 * one. Listings of the given seller only, in item number order, so each test can take its own seller.
 */
export async function ownListing(
  page: Page,
  sellerName: string,
  fits: (result: ItemCheckResult) => boolean,
): Promise<OwnListing> {
  let rows: { item: string; title: string }[] = [];
  await expect
    .poll(
      async () => {
        rows = await queryDatabase<{ item: string; title: string }>(
          `select distinct l.item_number::text as item, l.title from listings l
           join ranking_accounts a on a.id = l.account_id
           where lower(a.seller_name) = lower($1) and l.site_id = 77 and not l.is_ended
           order by 1 limit 40`,
          [sellerName],
        );
        return rows.length;
      },
      { timeout: 150_000, intervals: [3_000] },
    )
    .toBeGreaterThan(0);
  const token = await sessionToken(page);
  for (const row of rows) {
    const keyword = keywordOf(row.title);
    const answer = await page.request.get(
      `/api/itemchecking/${row.item}?${new URLSearchParams({ keyword })}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!answer.ok()) continue;
    const result = ((await answer.json()) as { data: ItemCheckResult }).data;
    if (fits(result)) return { itemNumber: row.item, keyword, result };
  }
  throw new Error(`no listing of ${sellerName} fits the test`);
}

export const itemCheckUrl = (listing: { itemNumber: string; keyword: string }) =>
  `/app/listing-optimization/item-check?${new URLSearchParams({
    itemNumber: listing.itemNumber,
    keyword: listing.keyword,
  })}`;
