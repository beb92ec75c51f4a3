import { describe, expect, it } from 'vitest';
import { keywordCloud } from './keyword-cloud.ts';

describe('keyword cloud', () => {
  it("weighs words by how often they occur, leaves out the keyword's own words and filler", () => {
    const cloud = keywordCloud(
      'Lampe',
      ['lampe led', 'lampe led kaufen', 'lampe für garten'],
      [{ keyword: 'lampe messing', value: 0, showInKeyword: 10 }],
    );
    expect(cloud.map((w) => w.word)).toEqual(['led', 'garten', 'kaufen', 'messing']);
    expect(cloud[0]).toEqual({ word: 'led', weight: 100, count: 2 });
    expect(cloud.find((w) => w.word === 'garten')).toEqual({ word: 'garten', weight: 50, count: 1 });
  });

  it('lets valuable related keywords outweigh a single suggestion', () => {
    const cloud = keywordCloud(
      'lampe',
      ['lampe rund'],
      [{ keyword: 'lampe messing', value: 100, showInKeyword: 5 }],
    );
    expect(cloud).toEqual([
      { word: 'messing', weight: 100, count: 1 },
      { word: 'rund', weight: 33, count: 1 },
    ]);
  });

  it('is empty when there is nothing around the keyword', () => {
    expect(keywordCloud('lampe', ['lampe'], [])).toEqual([]);
  });
});
