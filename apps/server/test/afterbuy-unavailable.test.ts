import type { AfterbuyResult } from '@baylytics/contract/afterbuy';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

// An Afterbuy nobody answers at (port 9, discard): what the seller sees when Afterbuy is down.
const t = useTestApp({ env: { AFTERBUY_URL: 'http://127.0.0.1:9' } });

describe('the after-buy system while Afterbuy cannot be reached', () => {
  it('answers afterbuyUnavailable for the connection test and the product update, keeping the credentials', async () => {
    const { token } = await t.signedInUser({ grantedRoles: ['Transformer'] });
    const saved = await t.request('PUT', '/api/bayuser/afterbuy-credentials', {
      token,
      body: { partnerToken: 'partner-token-1', accountToken: 'account-token-1' },
    });
    expect(saved.status).toBe(200);
    const tested = await t.post<AfterbuyResult>('/api/bayuser/afterbuy-credentials/test', undefined, {
      token,
    });
    expect(tested.status).toBe(503);
    expect(tested.body.message).toBe('afterbuyUnavailable');
    const sent = await t.request<AfterbuyResult>('PUT', '/api/transformermvl/afterbuy', {
      token,
      body: { sellerName: 'seller', afterBuyId: '100001', mvlData: [] },
    });
    expect(sent.status).toBe(503);
    expect(sent.body.message).toBe('afterbuyUnavailable');
    const status = await t.get<{ isSet: boolean }>('/api/bayuser/afterbuy-credentials', { token });
    expect(status.body.data.isSet).toBe(true);
  });
});
