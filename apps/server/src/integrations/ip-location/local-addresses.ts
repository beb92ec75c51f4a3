import { BlockList, isIPv4 } from 'node:net';

// Loopback, private (RFC 1918, unique local), link-local, carrier-grade NAT and "this network": addresses that
// no geolocation database places, because they stand for the local network.
const local = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  local.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  local.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports it) in its IPv4 form. */
export function unmappedAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether the address belongs to the local network (loopback, private, link-local) rather than the internet. */
export function isLocalAddress(address: string): boolean {
  const ip = unmappedAddress(address);
  try {
    return local.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
  } catch {
    // Not an address at all: nothing to place, and not the local network either.
    return false;
  }
}
