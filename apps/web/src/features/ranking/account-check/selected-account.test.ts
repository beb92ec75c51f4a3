import { describe, expect, it } from 'vitest';
import { pickAccount } from './selected-account.ts';

describe('pickAccount', () => {
  const accounts = ['demo-seller-1', 'demo-seller-2'];
  it('keeps the stored account while it is still in the list', () => {
    expect(pickAccount('demo-seller-2', accounts)).toBe('demo-seller-2');
  });
  it('matches the stored name regardless of case', () => {
    expect(pickAccount('Demo-Seller-2', accounts)).toBe('demo-seller-2');
  });
  it('takes the first account when the stored one is gone or nothing is stored', () => {
    expect(pickAccount('renamed-seller', accounts)).toBe('demo-seller-1');
    expect(pickAccount(null, accounts)).toBe('demo-seller-1');
  });
  it('has no account when the user has none', () => {
    expect(pickAccount('demo-seller-1', [])).toBeNull();
  });
});
