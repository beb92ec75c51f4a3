import type { MobileCheckResult } from '@baylytics/contract/listing-mobile-check';
import type { TemplateData } from '@baylytics/contract/listing-template';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/** The `index`-th stand-in seller with a German listing with pictures, specifics and eBay's mobile snippet. */
function sellerWithListing(index: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listing = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .find(
        (l) =>
          l?.siteId === 77 &&
          l.hasMobileDescription &&
          l.pictureUrls.length > 0 &&
          l.itemSpecifics.length > 1,
      );
    return listing ? [{ seller, listing }] : [];
  });
  const own = found[index];
  const other = found.at(-1);
  if (!own || !other || own.seller.username === other.seller.username)
    throw new Error('the stand-in has no two sellers with such listings');
  return { own, other };
}

const listingNow = (itemId: string) => t.ebaySandbox.market.listing(itemId, today());

async function connectedUser(sellerName: string) {
  const user = await t.signedInUser({ plan: 'Bronze' });
  await t.connectEbaySeller(user.token, sellerName);
  return user;
}

const emptyPoints = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`featurePoint${i + 1}`, '']));

const sample: TemplateData = {
  productTitle: 'Lampe <script>alert(1)</script> & "Schirm"',
  description: 'Erster Absatz\nzweite Zeile\n\nZweiter Absatz <b>fett?</b>',
  itemId: '123456789012',
  eBayName: 'lampen_shop',
  productUrl: 'https://i.ebayimg.com/images/g/lampe.jpg',
  showPictureMobile: true,
  shortDesc: 'Kurz & gut: die <Lampe> für jeden Tisch.',
  price: '19,99 €',
  ...emptyPoints,
  featurePoint1: 'Farbe: Weiß',
  featurePoint3: '<img src=x onerror=alert(1)>',
} as TemplateData;

describe('template generator', () => {
  it("fills the product data from the caller's listing", async () => {
    const { own } = sellerWithListing(0);
    const user = await connectedUser(own.seller.username);
    const answer = await t.get<TemplateData>(`/api/templategenerator/${own.listing.itemId}`, {
      token: user.token,
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    const specific = own.listing.itemSpecifics.find((s) => s.values.some((v) => v.trim()));
    expect(data).toMatchObject({
      productTitle: own.listing.title,
      itemId: own.listing.itemId,
      eBayName: own.seller.username,
      showPictureMobile: true,
      featurePoint1: `${specific?.name}: ${specific?.values.join(', ')}`,
    });
    expect(data.productUrl.endsWith(own.listing.pictureUrls[0] ?? '-')).toBe(true);
    expect(data.shortDesc.length).toBeGreaterThan(0);
    expect(data.shortDesc.length).toBeLessThanOrEqual(800);
    expect(data.description).not.toContain('<');
    expect(data.description).not.toContain(data.shortDesc);
    expect(data.price).toMatch(/€$/);
  });

  it('builds escaped HTML without active content, with the schema.org short description', async () => {
    const { token } = await t.signedInUser();
    const answer = await t.post<{ html: string }>('/api/templategenerator', sample, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(200);
    const { html } = answer.body.data;
    // What the seller typed stays text: no element and no attribute of it reaches the HTML.
    expect(html).not.toMatch(/<script|<[^>]*onerror|<img src="?x/i);
    expect(html).toContain('Lampe &lt;script&gt;alert(1)&lt;/script&gt; &amp; "Schirm"');
    expect(html).toContain(
      '<div vocab="https://schema.org/" typeof="Product"><span property="description">Kurz &amp; gut: die &lt;Lampe&gt; für jeden Tisch.</span></div>',
    );
    expect(html).toContain('<li>Farbe: Weiß</li><li>&lt;img src=x onerror=alert(1)&gt;</li>');
    expect(html).toContain('Erster Absatz<br />zweite Zeile');
    expect(html).toContain('Zweiter Absatz &lt;b&gt;fett?&lt;/b&gt;');
    expect(html).toContain('<img src="https://i.ebayimg.com/images/g/lampe.jpg"');
    expect(html).toContain('max-width:100%');
    expect(html).toContain('Features');
    const german = await t.post<{ html: string }>(
      '/api/templategenerator',
      { ...sample, showPictureMobile: false },
      { token, headers: { 'accept-language': 'de' } },
    );
    expect(german.body.data.html).toContain('Merkmale');
    expect(german.body.data.html).not.toContain('<img');
  });

  it('refuses a title over 80 and a short description over 800 characters', async () => {
    const { token } = await t.signedInUser();
    const answer = await t.post(
      '/api/templategenerator',
      { ...sample, productTitle: 'x'.repeat(81), shortDesc: 'y'.repeat(801) },
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((e) => e.field).sort()).toEqual(['productTitle', 'shortDesc']);
    expect((await t.post('/api/templategenerator', sample)).status).toBe(401);
  });

  it("sends the sanitised HTML as the listing's description; the mobile check then reads the new short description", async () => {
    const { own } = sellerWithListing(1);
    const user = await connectedUser(own.seller.username);
    const generated = await t.post<{ html: string }>(
      '/api/templategenerator',
      { ...sample, itemId: own.listing.itemId },
      { token: user.token },
    );
    const html = `${generated.body.data.html}<script>steal()</script><p onclick="x()">Extra</p><a href="javascript:x()">y</a>`;
    const answer = await t.request<{ ack: string; message: string }>('PUT', '/api/templategenerator', {
      token: user.token,
      body: { itemNumber: own.listing.itemId, html, sellerId: own.seller.username },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ack: 'Success', errors: [], message: 'descriptionChanged' });
    const saved = listingNow(own.listing.itemId)?.descriptionHtml ?? '';
    expect(saved).toContain(generated.body.data.html);
    expect(saved).not.toMatch(/<script|onclick|javascript:/i);
    expect(saved).toContain('<p>Extra</p>');
    const mobile = await t.get<MobileCheckResult>(`/api/itemchecking/${own.listing.itemId}/mobile-checking`, {
      token: user.token,
    });
    expect(JSON.parse(mobile.body.data.metadata).shortDescription).toBe(sample.shortDesc);
  });

  it("answers 404 for another seller's listing and changes nothing", async () => {
    const { own, other } = sellerWithListing(2);
    const user = await connectedUser(own.seller.username);
    expect(
      (await t.get(`/api/templategenerator/${other.listing.itemId}`, { token: user.token })).status,
    ).toBe(404);
    const foreign = await t.request('PUT', '/api/templategenerator', {
      token: user.token,
      body: { itemNumber: other.listing.itemId, html: '<p>fremd</p>' },
    });
    expect(foreign.status).toBe(404);
    expect(listingNow(other.listing.itemId)?.descriptionHtml).toBe(other.listing.descriptionHtml);
  });

  it('refuses without a usable token of the seller, changing nothing', async () => {
    const { own } = sellerWithListing(3);
    const user = await connectedUser(own.seller.username);
    await t.db.update(ebayTokens).set({ isBlocked: true }).where(eq(ebayTokens.userId, user.id));
    const answer = await t.request('PUT', '/api/templategenerator', {
      token: user.token,
      body: { itemNumber: own.listing.itemId, html: '<p>neu</p>' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'ebayTokenRequired' });
    expect(listingNow(own.listing.itemId)?.descriptionHtml).toBe(own.listing.descriptionHtml);
  });
});
