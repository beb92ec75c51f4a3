import { describe, expect, it } from 'vitest';
import { readListView, writeListView } from './list-params.ts';

const defaults = {
  pageSize: 25,
  pageSizes: [25, 50, 100],
  sort: { orderBy: 'createdTime', direction: 'desc' as const },
  sortKeys: ['createdTime', 'price'],
  filters: { search: '', status: 'all' },
};

describe('a list view in the address', () => {
  it('reads a bare address as the default view', () => {
    expect(readListView(new URLSearchParams(), defaults)).toEqual({
      pageIndex: 1,
      pageSize: 25,
      sort: { orderBy: 'createdTime', direction: 'desc' },
      filters: { search: '', status: 'all' },
    });
  });
  it('restores page, size, sort and filters from a shared link', () => {
    const search = new URLSearchParams(
      'page=3&pageSize=50&orderBy=price&direction=asc&search=lampe&status=paid',
    );
    expect(readListView(search, defaults)).toEqual({
      pageIndex: 3,
      pageSize: 50,
      sort: { orderBy: 'price', direction: 'asc' },
      filters: { search: 'lampe', status: 'paid' },
    });
  });
  it('falls back to the defaults for anything not offered or unreadable', () => {
    const search = new URLSearchParams('page=-2&pageSize=10000&orderBy=password&direction=up');
    expect(readListView(search, defaults)).toMatchObject({
      pageIndex: 1,
      pageSize: 25,
      sort: { orderBy: 'createdTime', direction: 'desc' },
    });
    expect(readListView(new URLSearchParams('page=1e3'), defaults).pageIndex).toBe(1);
  });
  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeListView(
      new URLSearchParams('tab=open&page=4'),
      {
        pageIndex: 1,
        pageSize: 25,
        sort: { orderBy: 'price', direction: 'desc' },
        filters: { search: 'lampe', status: 'all' },
      },
      defaults,
    );
    expect(written.toString()).toBe('tab=open&orderBy=price&search=lampe');
  });
});
