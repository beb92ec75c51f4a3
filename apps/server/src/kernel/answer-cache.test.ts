import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

describe('Keyword Pro answer cache', () => {
  it('reuses an answer until it expires, then loads it again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createAnswerCache<number>({ capacity: 2, ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('akku', load)).toBe(1);
    clock = 999;
    expect(await cache.get('akku', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('akku', load)).toBe(2);
  });

  it('drops the least recently used answer beyond its capacity', async () => {
    let loads = 0;
    const cache = createAnswerCache<string>({ capacity: 2, ttlMs: 60_000 });
    const load = (key: string) => async () => `${key}${++loads}`;
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recent
    await cache.get('c', load('c')); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load('a'))).toBe('a1');
    expect(await cache.get('b', load('b'))).toBe('b4');
  });
});

describe('Keyword Pro answer cache, loads in flight', () => {
  it('lets callers that ask while an answer loads wait for that one load', async () => {
    let loads = 0;
    let finish: (value: number) => void = () => {};
    const cache = createAnswerCache<number>({ capacity: 2, ttlMs: 60_000 });
    const load = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        finish = resolve;
      });
    const answers = Promise.all([cache.get('akku', load), cache.get('akku', load), cache.get('akku', load)]);
    finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('keeps no failed load: the next caller loads again', async () => {
    const cache = createAnswerCache<number>({ capacity: 2, ttlMs: 60_000 });
    await expect(cache.get('akku', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.get('akku', async () => 3)).toBe(3);
  });
});
