import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { TradingError } from './ebay-failure.ts';

/** The Trading schema version the stand-in answers as (what X-EBAY-API-COMPATIBILITY-LEVEL should say). */
export const tradingVersion = '1349';
const build = 'E1349_CORE_APISELLING_19187371_R1';

// Values stay strings: item numbers have leading digits that must survive, prices are decimals.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: false,
});

export type XmlNode = Record<string, unknown>;

/** The call's element (`GetItemRequest` …), or undefined when the body is not that call's XML. */
export function parseTradingRequest(body: string, callName: string): XmlNode | undefined {
  try {
    const document = parser.parse(body) as XmlNode;
    const root = document[`${callName}Request`];
    if (root === '') return {};
    return typeof root === 'object' && root !== null ? (root as XmlNode) : undefined;
  } catch {
    return undefined;
  }
}

/** One or many elements of the same name come back as a value or a list; callers want a list. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && '#text' in value)
    return String((value as XmlNode)['#text']);
  return undefined;
}

export function childOf(node: unknown, name: string): XmlNode | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const child = (node as XmlNode)[name];
  return typeof child === 'object' && child !== null && !Array.isArray(child)
    ? (child as XmlNode)
    : undefined;
}

export type Ack = 'Success' | 'Warning' | 'Failure';

/** A Trading answer: `<{Call}Response xmlns=…>` with Timestamp, Ack, Errors, Version, Build, then the content. */
export function tradingResponse(
  callName: string,
  now: Date,
  content: XmlNode,
  errors: TradingError[] = [],
): string {
  const hasError = errors.some((error) => (error.severity ?? 'Error') === 'Error');
  const ack: Ack = hasError ? 'Failure' : errors.length > 0 ? 'Warning' : 'Success';
  const body: XmlNode = {
    '@_xmlns': 'urn:ebay:apis:eBLBaseComponents',
    Timestamp: now.toISOString(),
    Ack: ack,
  };
  if (errors.length > 0) {
    body.Errors = errors.map((error) => ({
      ShortMessage: error.shortMessage,
      LongMessage: error.longMessage,
      ErrorCode: String(error.errorCode),
      SeverityCode: error.severity ?? 'Error',
      ErrorClassification: 'RequestError',
    }));
  }
  body.Version = tradingVersion;
  body.Build = build;
  Object.assign(body, content);
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [`${callName}Response`]: body,
  }) as string;
}
