import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { maxDatabaseId, text } from './primitives.ts';

export const changelogColors = ['text-success', 'text-info', 'text-warning', 'text-danger'] as const;

export const changelogEntrySchema = z.object({
  id: z.number().int(),
  color: z.enum(changelogColors),
  header: text().describe('German heading'),
  headerEn: text(),
  content: text().describe('German text'),
  contentEn: text(),
  createdDate: text().describe('ISO 8601'),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

export const changelog = endpoint({
  method: 'GET',
  path: '/changelog',
  access: 'signedIn',
  summary: 'Change-log entries, newest first',
  query: listQueryOf(['createdDate'], { pageSize: 7, orderBy: 'createdDate', direction: 'desc' }),
  data: z.array(changelogEntrySchema),
  isList: true,
});

/** Modules that have guiding videos, as the spec names them. */
export const guidingVideoModules = [
  'Dashboard',
  'AccountCheck',
  'RankingCheck',
  'MyEBayRanking',
  'SearchOrganic',
  'KeywordPro',
  'KeywordTool',
  'MobileCheck',
  'TitleBuilder',
  'TemplateGenerator',
  'ItemCheck',
  'ItemSpecifics',
  'VariantsTool',
  'MedianTool',
  'EBayCategory',
  'UserEBayVideo',
  'LiveChart',
  'Transformer',
  'Affiliate',
  'Campaign',
] as const;
export type GuidingVideoModule = (typeof guidingVideoModules)[number];

export const guidingVideoSchema = z.object({
  module: z.enum(guidingVideoModules),
  name: text().describe('Key of the video; its title and URL come from the translation catalogue'),
});
export type GuidingVideo = z.infer<typeof guidingVideoSchema>;

export const guidingVideosByModule = endpoint({
  method: 'GET',
  path: '/common/guiding-videos-by-module',
  access: 'signedIn',
  summary: 'Guiding videos of one module, in order',
  query: z.object({ module: z.enum(guidingVideoModules) }),
  data: z.array(guidingVideoSchema),
});

export const guidingVideos = endpoint({
  method: 'GET',
  path: '/common/guiding-videos',
  access: 'signedIn',
  summary: 'All guiding videos, by module and order',
  data: z.array(guidingVideoSchema),
});

export const countrySchema = z.object({
  id: z.number().int(),
  iso: text().length(2),
  name: text().describe("Name in the caller's language"),
  isEu: z.boolean(),
});

export const countries = endpoint({
  method: 'GET',
  path: '/country',
  access: 'public',
  summary: "All countries for address forms, named in the caller's language",
  query: z.object({ culture: z.enum(['de', 'en']).optional().describe('The language of the page asking') }),
  data: z.array(countrySchema),
});

export const ebayCountrySchema = z.object({
  id: z.number().int().describe('Country id of the marketplace (1 Germany, the default)'),
  eBaySiteId: z.number().int(),
  siteName: text(),
  value: text().describe('Global id, e.g. EBAY-DE'),
  url: text(),
});

export const ebayCountries = endpoint({
  method: 'GET',
  path: '/country/ebay-country',
  access: 'public',
  summary: 'The eBay marketplaces the product serves',
  data: z.array(ebayCountrySchema),
});

export const ebayCountry = endpoint({
  method: 'GET',
  path: '/country/ebay-country/:eBaySiteId',
  access: 'public',
  summary: 'One eBay marketplace by its site id',
  params: z.object({ eBaySiteId: z.coerce.number().int().min(0).max(maxDatabaseId) }),
  data: ebayCountrySchema,
});

export const countryCode = endpoint({
  method: 'GET',
  path: '/country/country-code',
  access: 'public',
  summary: "The caller's likely country (ISO 3166 alpha-2), to preselect address forms",
  data: text().length(2),
});
