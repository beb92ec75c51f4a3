import { describe, expect, it } from 'vitest';
import { fieldNameOf } from './components/editor-columns.tsx';

describe('a field name per listing from one translation per column', () => {
  it('puts the title where the translation has its slot', () => {
    const nameFor = fieldNameOf('Marke von \u0000');
    expect(nameFor('Küchenhelfer Edelstahl')).toBe('Marke von Küchenhelfer Edelstahl');
    expect(nameFor('Set')).toBe('Marke von Set');
  });

  it('keeps the words after the slot', () => {
    expect(fieldNameOf('\u0000: Farbe')('Kanne')).toBe('Kanne: Farbe');
  });
});
