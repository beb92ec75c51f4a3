import { describe, expect, it } from 'vitest';
import { starColorLabel } from './star-color-label.ts';

const translate = (key: string) => (key === 'accountCheck.starColors.red' ? 'Rot' : key);

describe('starColorLabel', () => {
  it("shows the user's own text as it is", () => {
    expect(starColorLabel({ id: 1, color: '#f00', text: 'Bilder fehlen', isDefault: false }, translate)).toBe(
      'Bilder fehlen',
    );
  });
  it('translates the default text', () => {
    expect(
      starColorLabel(
        { id: 1, color: '#f00', text: 'accountCheck.starColors.red', isDefault: true },
        translate,
      ),
    ).toBe('Rot');
  });
});
