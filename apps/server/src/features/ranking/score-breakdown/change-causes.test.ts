import { describe, expect, it } from 'vitest';
import { changeCauseLimit, changeCauses } from './change-causes.ts';

describe('changeCauses', () => {
  it('puts parts gained and lost first, then the biggest moves; unchanged parts are no cause', () => {
    const causes = changeCauses([
      { name: 'small', yesterday: 5, today: 4 },
      { name: 'same', yesterday: 3, today: 3 },
      { name: 'new', yesterday: null, today: 9 },
      { name: 'big', yesterday: 2, today: 40 },
      { name: 'gone', yesterday: 1, today: null },
    ]);
    expect(causes.map((c) => [c.name, c.kind])).toEqual([
      ['new', 'gained'],
      ['gone', 'lost'],
      ['big', 'worse'],
      ['small', 'better'],
    ]);
  });

  it(`shows at most ${changeCauseLimit}`, () => {
    const parts = Array.from({ length: 30 }, (_, i) => ({ yesterday: 1, today: 2 + i }));
    const causes = changeCauses(parts);
    expect(causes).toHaveLength(changeCauseLimit);
    expect(causes[0]?.today).toBe(31);
  });
});
