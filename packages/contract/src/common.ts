import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';

export const changelogColors = ['text-success', 'text-info', 'text-warning', 'text-danger'] as const;

export const changelogEntrySchema = z.object({
  id: z.number().int(),
  color: z.enum(changelogColors),
  header: z.string().describe('German heading'),
  headerEn: z.string(),
  content: z.string().describe('German text'),
  contentEn: z.string(),
  createdDate: z.string().describe('ISO 8601'),
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
  name: z.string().describe('Key of the video; its title and URL come from the translation catalogue'),
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
  iso: z.string().length(2),
  name: z.string().describe("Name in the caller's language"),
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
  siteName: z.string(),
  value: z.string().describe('Global id, e.g. EBAY-DE'),
  url: z.string(),
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
  params: z.object({ eBaySiteId: z.coerce.number().int() }),
  data: ebayCountrySchema,
});

export const countryCode = endpoint({
  method: 'GET',
  path: '/country/country-code',
  access: 'public',
  summary: "The caller's likely country (ISO 3166 alpha-2), to preselect address forms",
  data: z.string().length(2),
});
