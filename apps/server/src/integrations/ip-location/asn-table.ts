import { type FileHandle, open } from 'node:fs/promises';
import { isIPv4 } from 'node:net';

/** An autonomous system: the network operator (provider) an address is routed to. */
export interface AutonomousSystem {
  number: number;
  name: string;
}

/**
 * The routed ranges with their autonomous systems, as the sorted CSV files of `@ip-location-db/asn` hold them
 * (`start,end,number,name`). They are searched by halving on the file itself: some twenty small reads per address,
 * instead of holding half a million ranges in memory or parsing them at start.
 */
export interface AsnTable {
  find(ip: string): Promise<AutonomousSystem | undefined>;
}

// Longer than any line of the files (the longest is under 300 bytes).
const readSize = 1024;

interface Row {
  start: bigint;
  end: bigint;
  number: number;
  name: string;
}

/** An IPv4 address as a number, from its dotted form or the decimal form of the `-num` files. */
export function ipv4Value(ip: string): bigint {
  return ip.includes('.') ? ip.split('.').reduce((n, part) => n * 256n + BigInt(part), 0n) : BigInt(ip);
}

/** An IPv6 address as a 128-bit number. */
export function ipv6Value(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return groups.reduce((n, group) => (n << 16n) | BigInt(Number.parseInt(group, 16) || 0), 0n);
}

/** Splits `start,end,number,name`; the name may be quoted with commas inside. */
function parseRow(line: string, value: (ip: string) => bigint): Row | undefined {
  const first = line.indexOf(',');
  const second = line.indexOf(',', first + 1);
  const third = line.indexOf(',', second + 1);
  if (first < 0 || second < 0 || third < 0) return undefined;
  const rest = line.slice(third + 1);
  return {
    start: value(line.slice(0, first)),
    end: value(line.slice(first + 1, second)),
    number: Number(line.slice(second + 1, third)),
    name: rest.startsWith('"') ? rest.slice(1, -1).replaceAll('""', '"') : rest,
  };
}

/** One sorted range file, searched in place. */
async function rangeFile(file: string, value: (ip: string) => bigint) {
  const handle: FileHandle = await open(file, 'r');
  const { size } = await handle.stat();

  /** The first line beginning at or after `offset`, with where it begins. */
  async function lineFrom(offset: number): Promise<{ at: number; row: Row | undefined } | undefined> {
    // A line begins at `offset` when the byte before it ends the previous one, so reading starts there.
    const from = Math.max(0, offset - 1);
    const buffer = Buffer.alloc(readSize);
    const { bytesRead } = await handle.read(buffer, 0, readSize, from);
    const newline = buffer.subarray(0, bytesRead).indexOf(10);
    const begin = offset === 0 ? 0 : newline + 1;
    if (offset !== 0 && newline < 0) return undefined;
    if (from + begin >= size) return undefined;
    const end = buffer.subarray(0, bytesRead).indexOf(10, begin);
    const raw = buffer.toString('utf8', begin, end < 0 ? bytesRead : end);
    return { at: from + begin, row: parseRow(raw.trimEnd(), value) };
  }

  return {
    async find(ip: string): Promise<AutonomousSystem | undefined> {
      const target = value(ip);
      // The line at `low` begins at or before the target; no line beginning at or after `high` does.
      let low = 0;
      let high = size;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        const line = await lineFrom(middle);
        if (!line || line.at >= high) high = middle;
        else if (line.row && line.row.start <= target) low = line.at;
        else high = line.at;
      }
      const row = (await lineFrom(low))?.row;
      return row && row.start <= target && target <= row.end
        ? { number: row.number, name: row.name }
        : undefined;
    },
  };
}

export async function openAsnTable(ipv4File: string, ipv6File: string): Promise<AsnTable> {
  const [ipv4, ipv6] = await Promise.all([rangeFile(ipv4File, ipv4Value), rangeFile(ipv6File, ipv6Value)]);
  return { find: (ip) => (isIPv4(ip) ? ipv4.find(ip) : ipv6.find(ip)) };
}
