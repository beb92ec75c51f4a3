import { describe, expect, it } from 'vitest';
import { flagKind } from './flag-style.ts';
import { sellerStarOf } from './seller-star.ts';

describe('seller star', () => {
  it('maps plain and shooting colour names to a star', () => {
    expect(sellerStarOf('Turquoise')).toEqual({ color: '#12b8c4', isShooting: false });
    expect(sellerStarOf('RedShooting')).toEqual({ color: '#e03131', isShooting: true });
    expect(sellerStarOf('SilverShooting')?.isShooting).toBe(true);
  });

  it('shows no star for None and for names it does not know', () => {
    expect(sellerStarOf('None')).toBeNull();
    expect(sellerStarOf('CustomCode')).toBeNull();
    expect(sellerStarOf('Shooting')).toBeNull();
  });
});

describe('flag kind', () => {
  it('reads 1 good, 2 warning, 3 bad and anything else neutral', () => {
    expect([1, 2, 3, 0, 4, -1].map(flagKind)).toEqual([
      'good',
      'warning',
      'bad',
      'neutral',
      'neutral',
      'neutral',
    ]);
  });
});
