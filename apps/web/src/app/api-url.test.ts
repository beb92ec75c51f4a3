import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url.ts';

describe('apiUrl', () => {
  it('sends the filter and sort of a table, without blanks', () => {
    const query = {
      accounts: 'demo-seller-1',
      search: 'lampe',
      starColor: 2,
      isOptimized: false,
      sku: undefined,
      fromTodayMedianPosition: '',
      orderBy: 'title',
      direction: 'asc',
    };
    expect(apiUrl('/ranking/export', { query })).toBe(
      '/api/ranking/export?accounts=demo-seller-1&search=lampe&starColor=2&isOptimized=false&orderBy=title&direction=asc',
    );
  });
  it('joins a list with commas', () => {
    expect(apiUrl('/ranking/export', { query: { accounts: ['a', 'b'] } })).toBe(
      '/api/ranking/export?accounts=a%2Cb',
    );
  });
  it('fills and escapes path parameters', () => {
    expect(apiUrl('/invoice/:id', { params: { id: 12 } })).toBe('/api/invoice/12');
    expect(apiUrl('/lists/:name', { params: { name: 'a/b' } })).toBe('/api/lists/a%2Fb');
  });
});
