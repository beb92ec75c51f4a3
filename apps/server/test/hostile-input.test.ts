import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const refused = { statusCode: 400, data: null, message: 'validationFailed' };
const nul = 'Ber\u0000lin';
const loneSurrogate = 'Liste \uD800';

/** A Platinum user: every role list of the contract but the administrator's lets it in. */
async function platinum() {
  return (await t.signedInUser({ plan: 'Platinum' })).token;
}

const address = {
  company: 'Muster GmbH',
  salutation: 'Mr',
  firstName: 'Max',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  city: 'Berlin',
  postalCode: '10115',
  countryId: 1,
};

describe('text the database cannot hold is refused before any query (NUL, lone surrogates)', () => {
  it.each([
    ['PUT', '/api/bayuser', { ...address, street: nul }],
    ['PUT', '/api/bayuser', { ...address, telephone: `030${loneSurrogate}` }],
    ['POST', '/api/userkeywords', { name: nul, keywords: ['schuhe'] }],
    ['POST', '/api/userkeywords', { name: 'Liste', keywords: [nul] }],
    ['PUT', '/api/ranking/set-star-color-text', { id: 1, text: nul }],
    ['POST', '/api/livechart', { itemNumber: 123456789012, mainKeywords: nul, eBaySite: 77 }],
    ['GET', `/api/ranking?search=${encodeURIComponent(nul)}`, undefined],
    ['GET', `/api/ranking?sku=${encodeURIComponent(nul)}`, undefined],
    ['GET', `/api/ranking/export?search=${encodeURIComponent(nul)}`, undefined],
    ['GET', `/api/order/available-plans?parentPlanName=Gold&promoCode=${encodeURIComponent(nul)}`, undefined],
    ['GET', `/api/keyword/pro?keyword=${encodeURIComponent(nul)}`, undefined],
    ['GET', `/api/keywordtool?keyword=${encodeURIComponent(nul)}`, undefined],
  ] as const)('%s %s answers 400', async (method, url, body) => {
    const answer = await t.request(method, url, { token: await platinum(), ...(body && { body }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(refused);
    expect(answer.body.errors?.[0]?.message).toBe('custom');
  });

  it('refuses a list name with a lone surrogate every time, and stores nothing', async () => {
    const token = await platinum();
    for (let attempt = 1; attempt <= 2; attempt++) {
      const answer = await t.post(
        '/api/userkeywords',
        { name: loneSurrogate, keywords: ['schuhe'] },
        { token },
      );
      expect(answer.body).toMatchObject({ ...refused, errors: [{ field: 'name', message: 'custom' }] });
    }
    expect((await t.get<unknown[]>('/api/userkeywords', { token })).body.data).toEqual([]);
  });
});

describe('ids beyond what the database holds are refused', () => {
  const tooLarge = '2147483648';
  it.each([
    ['GET', `/api/invoice/${tooLarge}`],
    ['GET', `/api/invoice/${tooLarge}/send`],
    ['PUT', `/api/bayuser/cancel-agreement/${tooLarge}`],
    ['DELETE', `/api/seostep/${tooLarge}`],
    ['DELETE', `/api/ebayranking/keyword/${tooLarge}`],
    ['DELETE', `/api/bayuser/ebay-token/${tooLarge}`],
    ['PUT', `/api/bayuser/ebay-token/${tooLarge}`],
    ['GET', '/api/country/ebay-country/99999999999'],
    ['GET', '/api/ranking?eBaySiteId=99999999999'],
    ['GET', '/api/order?pageIndex=99999999999999'],
  ] as const)('%s %s answers 400', async (method, url) => {
    const body = method === 'PUT' && url.includes('cancel') ? { reason: 'tooExpensive' } : undefined;
    const answer = await t.request(method, url, { token: await platinum(), ...(body && { body }) });
    expect(answer.body).toMatchObject(refused);
  });

  it('answers the single chart of a 12-digit eBay item number without failing', async () => {
    // The path names one tracked keyword row (as My Ranking's rows carry it), not the item number.
    const answer = await t.get('/api/ebayranking/123456789012/single-chart', { token: await platinum() });
    expect(answer.body).toMatchObject({ ...refused, errors: [{ field: 'itemId', message: 'too_big' }] });
  });
});

describe('days that do not exist are refused', () => {
  it.each([
    '/api/ranking/account-kpi?account=seller&toDate=2026-02-31',
    '/api/ebayranking/1/single-chart?toDate=2026-02-31',
    '/api/ebayranking/123/keywords?fromDate=2026-02-30',
    '/api/ranking/1/position?keyword=schuhe&fromDate=2026-04-31',
  ])('GET %s answers 400', async (url) => {
    expect((await t.get(url, { token: await platinum() })).body).toMatchObject(refused);
  });

  it('refuses an SEO step dated on a day that does not exist', async () => {
    const answer = await t.post(
      '/api/seostep',
      { itemNumber: 123456789012, flag: 'Titel', description: 'neu', createdDate: '2026-02-31' },
      { token: await platinum() },
    );
    expect(answer.body).toMatchObject(refused);
  });
});

describe('an unknown PayPal subscription', () => {
  it('completes with 404, not a server error', async () => {
    const answer = await t.get('/api/paypal/complete?token=I-UNKNOWN0000', { token: await platinum() });
    expect(answer.body).toEqual({ statusCode: 404, data: null, message: 'notFound' });
  });
});
