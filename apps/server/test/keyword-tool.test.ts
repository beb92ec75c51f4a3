import type { KeywordToolData } from '@baylytics/contract/keyword-tool';
import { searchSuggestions } from '@baylytics/sandbox/suggest/search-suggestions';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keywords } from '../src/db/schema/keywords.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/keywordtool', () => {
  let token: string;
  /** A one-word phrase of the stand-in market's German universe. */
  let word = '';

  beforeAll(async () => {
    ({ token } = await t.signedInUser({ plan: 'Bronze' }));
    const universe = [...t.ebaySandbox.market.keywordUniverse(77)];
    word = universe.find((p) => !p.includes(' ') && universe.some((o) => o.startsWith(`${p} `))) ?? '';
    expect(word).not.toBe('');
    // Our keyword database: two keywords holding the word, one holding only its beginning, one other word,
    // and the word itself on another site.
    await t.db.insert(keywords).values([
      { siteId: 77, keyword: `${word} zubehör`, source: 'seed', value: 40, showInKeyword: 120 },
      { siteId: 77, keyword: `${word} set messing`, source: 'seed', value: 90, showInKeyword: 30 },
      { siteId: 77, keyword: `${word}n`, source: 'seed', value: 99, showInKeyword: 7 },
      { siteId: 77, keyword: 'ganz anderes wort', source: 'seed', value: 100, showInKeyword: 500 },
      { siteId: 0, keyword: `${word} set`, source: 'seed', value: 70, showInKeyword: 80 },
    ]);
  });

  afterEach(() => {
    t.suggestSandbox.clearFaults();
    t.ebaySandbox.clearFaults();
  });

  it('assembles eBay and search-engine suggestions, related keywords, a cloud and a trends link', async () => {
    const answer = await t.get<KeywordToolData>(
      `/api/keywordtool?keyword=${encodeURIComponent(` ${word} `)}&eBaySiteId=77`,
      { token },
    );
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    const market = t.ebaySandbox.market;
    expect(data.keyword).toBe(word);
    expect(data.eBaySuggestions).toEqual(market.autocomplete(77, word, today(), 10));
    expect(data.eBaySuggestions.length).toBeGreaterThan(0);
    expect(data.googleSuggestions).toEqual(searchSuggestions(market, 77, word));
    expect(data.googleSuggestions.length).toBeGreaterThan(0);
    // Keywords holding every word first, then by value; another site's and unrelated keywords left out.
    expect(data.keywords).toEqual([
      { keyword: `${word}n`, value: 99, showInKeyword: 7 },
      { keyword: `${word} set messing`, value: 90, showInKeyword: 30 },
      { keyword: `${word} zubehör`, value: 40, showInKeyword: 120 },
    ]);
    const cloudWords = data.keywordCloud.map((w) => w.word);
    expect(cloudWords).toEqual(expect.arrayContaining(['messing', 'zubehör']));
    expect(cloudWords).not.toContain(word);
    expect(data.keywordCloud[0]?.weight).toBe(100);
    expect(data.googleTrendsUrl).toBe(
      `https://trends.google.com/trends/explore?q=${encodeURIComponent(word)}&geo=DE`,
    );
    expect(data.unavailable).toEqual([]);
  });

  it("asks the search engine in the site's language and region", async () => {
    const british = [...t.ebaySandbox.market.keywordUniverse(3)][0] ?? '';
    const answer = await t.get<KeywordToolData>(
      `/api/keywordtool?keyword=${encodeURIComponent(british)}&eBaySiteId=3`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.googleSuggestions).toEqual(searchSuggestions(t.ebaySandbox.market, 3, british));
    expect(answer.body.data.googleTrendsUrl).toMatch(/&geo=GB$/);
    expect(answer.body.data.keywords).toEqual([]);
  });

  it('answers without search-engine suggestions when the search engine fails, and says so', async () => {
    t.suggestSandbox.injectFault({ status: 503 });
    const answer = await t.get<KeywordToolData>(`/api/keywordtool?keyword=${word}&eBaySiteId=77`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.unavailable).toEqual(['googleSuggestions']);
    expect(answer.body.data.googleSuggestions).toEqual([]);
    expect(answer.body.data.eBaySuggestions.length).toBeGreaterThan(0);
    expect(answer.body.data.keywords.length).toBe(3);
  });

  it("answers without eBay's suggestions when eBay keeps failing, and says so", async () => {
    t.ebaySandbox.injectFault({ api: 'autosug', status: 503, count: 20 });
    const answer = await t.get<KeywordToolData>(`/api/keywordtool?keyword=${word}&eBaySiteId=77`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.unavailable).toEqual(['eBaySuggestions']);
    expect(answer.body.data.eBaySuggestions).toEqual([]);
    expect(answer.body.data.googleSuggestions.length).toBeGreaterThan(0);
  });

  it('requires the keyword: a missing or blank one is refused with a translatable field error', async () => {
    for (const url of ['/api/keywordtool?eBaySiteId=77', '/api/keywordtool?keyword=%20%20&eBaySiteId=77']) {
      const answer = await t.get(url, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('validationFailed');
      expect(answer.body.errors?.[0]?.field).toBe('keyword');
    }
  });

  it('refuses a site that is not one of the three', async () => {
    const answer = await t.get(`/api/keywordtool?keyword=${word}&eBaySiteId=5`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.field).toBe('eBaySiteId');
  });

  it('is for Bronze and up: anonymous callers and users without a ranking plan are refused', async () => {
    expect((await t.get(`/api/keywordtool?keyword=${word}`)).status).toBe(401);
    const { token: planless } = await t.signedInUser();
    const answer = await t.get(`/api/keywordtool?keyword=${word}`, { token: planless });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('noPermission');
  });
});
