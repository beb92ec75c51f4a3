import type { GuidingVideo } from '@baylytics/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { guidingVideos } from '../src/db/schema/common.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

interface Country {
  id: number;
  iso: string;
  name: string;
  isEu: boolean;
}
interface EbayCountry {
  id: number;
  eBaySiteId: number;
  siteName: string;
  value: string;
  url: string;
}

const countries = async (headers: Record<string, string> = {}) => {
  const answer = await t.get<Country[]>('/api/country', { headers });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const byIso = (list: Country[], iso: string) => list.find((c) => c.iso === iso);

describe('GET /api/country', () => {
  it('lists every country once, without a session, in German by default', async () => {
    const list = await countries();
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(new Set(list.map((c) => c.iso)).size).toBe(list.length);
    expect(byIso(list, 'DE')?.name).toBe('Deutschland');
    expect(byIso(await countries({ 'accept-language': 'de-DE,de;q=0.9' }), 'DE')?.name).toBe('Deutschland');
  });

  it('names the countries in English for an English browser', async () => {
    const list = await countries({ 'accept-language': 'en-US,en;q=0.9' });
    expect(byIso(list, 'DE')?.name).toBe('Germany');
    expect(byIso(list, 'CH')?.name).toBe('Switzerland');
  });

  it('sorts by name the way a German reader expects (Ä next to A)', async () => {
    const names = (await countries()).map((c) => c.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
  });

  it('marks EU members', async () => {
    const list = await countries();
    expect(byIso(list, 'DE')?.isEu).toBe(true);
    expect(byIso(list, 'AT')?.isEu).toBe(true);
    expect(byIso(list, 'CH')?.isEu).toBe(false);
    expect(list.filter((c) => c.isEu)).toHaveLength(27);
  });
});

describe('eBay marketplaces', () => {
  it('lists Germany, the US and the UK, Germany first with country id 1', async () => {
    const answer = await t.get<EbayCountry[]>('/api/country/ebay-country');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c) => c.eBaySiteId)).toEqual([77, 0, 3]);
    expect(answer.body.data[0]).toEqual({
      id: 1,
      eBaySiteId: 77,
      siteName: 'Deutschland',
      value: 'EBAY-DE',
      url: 'https://www.ebay.de',
    });
  });

  it("names the marketplaces in the page's language (Accept-Language), before the user's stored language", async () => {
    const german = await t.signedInUser({ language: 'de' });
    const english = await t.get<EbayCountry[]>('/api/country/ebay-country', {
      token: german.token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.data[0]?.siteName).toBe('Germany');
    const stored = await t.get<EbayCountry[]>('/api/country/ebay-country', { token: german.token });
    expect(stored.body.data[0]?.siteName).toBe('Deutschland');
  });

  it('answers one marketplace by site id, and 404 for a site the product does not serve', async () => {
    const uk = await t.get<EbayCountry>('/api/country/ebay-country/3', {
      headers: { 'accept-language': 'en' },
    });
    expect(uk.status).toBe(200);
    expect(uk.body.data).toMatchObject({ eBaySiteId: 3, value: 'EBAY-GB', siteName: 'United Kingdom' });

    const unknown = await t.get('/api/country/ebay-country/5');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, data: null, message: 'notFound' });
  });
});

describe('GET /api/country/country-code', () => {
  it("takes the region of the browser's first language", async () => {
    const answer = await t.get('/api/country/country-code', {
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(answer.body.data).toBe('AT');
  });

  it("takes the country of a public address from the shipped database, before the browser's language", async () => {
    const fromGoogleDns = await t.get('/api/country/country-code', {
      ip: '8.8.8.8',
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(fromGoogleDns.body.data).toBe('US');
    // A private address has no country: the browser's language decides.
    const fromHome = await t.get('/api/country/country-code', {
      ip: '192.168.1.20',
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(fromHome.body.data).toBe('AT');
  });

  it('falls back to Germany without a region', async () => {
    expect((await t.get('/api/country/country-code')).body.data).toBe('DE');
    expect(
      (await t.get('/api/country/country-code', { headers: { 'accept-language': 'en' } })).body.data,
    ).toBe('DE');
  });
});

describe('guiding videos', () => {
  beforeAll(async () => {
    await t.db.insert(guidingVideos).values([
      { module: 'Dashboard', name: 'dashboardSecond', sortOrder: 2 },
      { module: 'KeywordPro', name: 'keywordProIntro', sortOrder: 1 },
      { module: 'Dashboard', name: 'dashboardFirst', sortOrder: 1 },
    ]);
  });

  it("answers the module's videos only, in order", async () => {
    const { token } = await t.signedInUser();
    const answer = await t.get<GuidingVideo[]>('/api/common/guiding-videos-by-module?module=Dashboard', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { module: 'Dashboard', name: 'dashboardFirst' },
      { module: 'Dashboard', name: 'dashboardSecond' },
    ]);
  });

  it('answers every video by module', async () => {
    const { token } = await t.signedInUser();
    const answer = await t.get<GuidingVideo[]>('/api/common/guiding-videos', { token });
    expect(answer.body.data.map((v) => v.name)).toEqual([
      'dashboardFirst',
      'dashboardSecond',
      'keywordProIntro',
    ]);
  });

  it('rejects an unknown module', async () => {
    const { token } = await t.signedInUser();
    const answer = await t.get('/api/common/guiding-videos-by-module?module=NoSuchModule', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('validationFailed');
    expect(answer.body.errors?.[0]?.field).toBe('module');
  });

  it('needs a session', async () => {
    const answer = await t.get('/api/common/guiding-videos-by-module?module=Dashboard');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('sessionExpired');
  });
});
