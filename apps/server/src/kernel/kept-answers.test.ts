import { describe, expect, it } from 'vitest';
import { createKeptAnswers } from './kept-answers.ts';

describe('kept answers', () => {
  it('are made once per version of their data and again after a new one', async () => {
    const cache = createKeptAnswers<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('1|listing', 100, load), cache.get('1|listing', 100, load)])).toEqual(
      [1, 1],
    );
    expect(await cache.get('1|listing', 200, load)).toBe(2);
    expect(await cache.get('1|keyword', 200, load)).toBe(3);
    expect(loads).toBe(3);
  });

  it('tell versions apart by value, whether numbers or text', async () => {
    const cache = createKeptAnswers<string>();
    expect(await cache.get('7|list', '3:900', async () => 'first')).toBe('first');
    expect(await cache.get('7|list', '3:900', async () => 'again')).toBe('first');
    expect(await cache.get('7|list', '3:901', async () => 'after a write')).toBe('after a write');
  });

  it('keep no failed load', async () => {
    const cache = createKeptAnswers<number>();
    await expect(cache.get('1|listing', 100, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('1|listing', 100, async () => 7)).toBe(7);
  });

  it('drop the least recently used entry beyond the limit', async () => {
    const cache = createKeptAnswers<string>(2);
    await cache.get('a', 1, async () => 'a1');
    await cache.get('b', 1, async () => 'b1');
    await cache.get('a', 1, async () => 'a2');
    await cache.get('c', 1, async () => 'c1');
    expect(await cache.get('a', 1, async () => 'a3')).toBe('a1');
    expect(await cache.get('b', 1, async () => 'b2')).toBe('b2');
  });

  it('make an answer again after it was forgotten, though its version is the same', async () => {
    const cache = createKeptAnswers<string>();
    expect(await cache.get('7|list', 3, async () => 'first')).toBe('first');
    cache.forget('7|list');
    expect(await cache.get('7|list', 3, async () => 'again')).toBe('again');
  });
});
