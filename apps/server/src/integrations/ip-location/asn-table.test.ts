import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AsnTable, ipv4Value, openAsnTable } from './asn-table.ts';

let dir: string;
let table: AsnTable;

// Names long enough that the halving lands inside lines, and one line longer than the rest.
const ipv4Rows = Array.from({ length: 500 }, (_, i) => {
  const start = ipv4Value(`10.${Math.floor(i / 2)}.${(i % 2) * 128}.0`);
  return `${start},${start + 99n},${64_512 + i},"Carrier ${i}, Operations ${'x'.repeat(i % 37)}"`;
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'asn-table-'));
  await writeFile(path.join(dir, 'v4.csv'), `${ipv4Rows.join('\n')}\n`);
  await writeFile(
    path.join(dir, 'v6.csv'),
    [
      '2001:db8::,2001:db8:0:ffff:ffff:ffff:ffff:ffff,64496,First',
      '2001:db9::,2001:db9::ff,64497,"Se""cond"',
    ].join('\n'),
  );
  table = await openAsnTable(path.join(dir, 'v4.csv'), path.join(dir, 'v6.csv'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the autonomous systems table', () => {
  it('finds the range of every address, first and last line included, with quoted names', async () => {
    for (const i of [0, 1, 2, 137, 250, 498, 499]) {
      const address = `10.${Math.floor(i / 2)}.${(i % 2) * 128}.${i % 100}`;
      expect(await table.find(address)).toEqual({
        number: 64_512 + i,
        name: `Carrier ${i}, Operations ${'x'.repeat(i % 37)}`,
      });
    }
  });

  it('finds nothing between ranges, before the first or after the last', async () => {
    expect(await table.find('10.0.0.100')).toBeUndefined();
    expect(await table.find('9.255.255.255')).toBeUndefined();
    expect(await table.find('11.0.0.0')).toBeUndefined();
  });

  it('reads IPv6 ranges, shortened addresses and an unquoted last line without a line end', async () => {
    expect(await table.find('2001:db8::1')).toEqual({ number: 64496, name: 'First' });
    expect(await table.find('2001:db9::10')).toEqual({ number: 64497, name: 'Se"cond' });
    expect(await table.find('2001:db9::100')).toBeUndefined();
  });
});
