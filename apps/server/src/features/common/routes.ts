import {
  countries,
  countryCode,
  ebayCountries,
  ebayCountry,
  type GuidingVideoModule,
  guidingVideoModules,
  guidingVideos,
  guidingVideosByModule,
} from '@baylytics/contract/common';
import { euCountryCodes, type Marketplace, marketplaces } from '@baylytics/contract/marketplaces';
import isoCountries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { IpLocator } from '../../integrations/ip-location/ip-locator.ts';
import type { Api } from '../../kernel/api.ts';
import { AppError } from '../../kernel/errors.ts';
import { requestLanguage } from './language.ts';
import type { CommonRepository } from './repository.ts';

isoCountries.registerLocale(de);
isoCountries.registerLocale(en);

const eu = new Set<string>(euCountryCodes);

function asModule(module: string): GuidingVideoModule | null {
  return (guidingVideoModules as readonly string[]).includes(module) ? (module as GuidingVideoModule) : null;
}

function toEbayCountry(site: Marketplace, language: 'de' | 'en') {
  return {
    id: site.countryId,
    eBaySiteId: site.eBaySiteId,
    siteName: isoCountries.getName(site.iso, language) ?? site.iso,
    value: site.globalId,
    url: site.url,
  };
}

/** The region of the browser's first language (de-AT → AT); Germany when it names none. */
function countryFromAcceptLanguage(header: string | undefined): string {
  const region = header?.split(',')[0]?.trim().split(/[-_]/)[1]?.toUpperCase();
  return region && isoCountries.isValid(region) ? region : 'DE';
}

export function commonRoutes(api: Api, repository: CommonRepository, locator: IpLocator): void {
  const videos = async (module?: string) =>
    (await repository.guidingVideos(module)).flatMap((v) => {
      const known = asModule(v.module);
      return known ? [{ module: known, name: v.name }] : [];
    });

  api.handle(guidingVideosByModule, async ({ query }) => videos(query.module));
  api.handle(guidingVideos, async () => videos());

  api.handle(countries, async ({ request }) => {
    const language = requestLanguage(request);
    const collator = new Intl.Collator(language);
    return (await repository.countries())
      .map((c) => ({
        id: c.id,
        iso: c.iso,
        name: isoCountries.getName(c.iso, language) ?? c.iso,
        isEu: eu.has(c.iso),
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
  });

  api.handle(ebayCountries, async ({ request }) =>
    marketplaces.map((site) => toEbayCountry(site, requestLanguage(request))),
  );

  api.handle(ebayCountry, async ({ params, request }) => {
    const site = marketplaces.find((s) => s.eBaySiteId === params.eBaySiteId);
    if (!site) throw new AppError('notFound');
    return toEbayCountry(site, requestLanguage(request));
  });

  // The visitor's country by the address where the shipped database knows it, else by the browser's language.
  api.handle(countryCode, async ({ request }) => {
    const place = await locator.locate(request.ip);
    const located = place.network === 'public' ? place.countryCode : null;
    return located && isoCountries.isValid(located)
      ? located
      : countryFromAcceptLanguage(request.headers['accept-language']);
  });
}

/** Every ISO 3166 alpha-2 code, for seeding the country table. */
export function allCountryCodes(): string[] {
  return Object.keys(isoCountries.getAlpha2Codes()).sort();
}
