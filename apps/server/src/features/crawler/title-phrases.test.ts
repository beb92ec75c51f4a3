import { describe, expect, it } from 'vitest';
import { frequentPhrases } from './title-phrases.ts';

describe('frequentPhrases', () => {
  it('counts words and bigrams once per title, drops fillers and numbers, most frequent first', () => {
    const titles = [
      'Bosch Akku Bohrschrauber 18V mit 2 Akkus',
      'Akku Bohrschrauber Bosch Professional',
      'Makita Akku Bohrschrauber und Akku Ladegerät',
      'Gartenschere aus Stahl',
    ];
    expect(frequentPhrases(titles, 2)).toEqual([
      { phrase: 'akku', count: 3 },
      { phrase: 'akku bohrschrauber', count: 3 },
      { phrase: 'bohrschrauber', count: 3 },
      { phrase: 'bosch', count: 2 },
    ]);
  });
});
