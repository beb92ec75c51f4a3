// eBay's published OpenAPI documents read as a list of operations, to hold the client's requests to them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findVendorSpecDirectory } from '@baylytics/sandbox/openapi/openapi-checks';
import { expect } from 'vitest';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

export interface EbayOperation {
  basePath: string;
  template: RegExp;
  method: string;
  parameters: Parameter[];
  /** The component schema of the JSON request body, when the operation takes one. */
  requestSchema?: string;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}

function operationsOf(file: string): EbayOperation[] {
  const document = JSON.parse(readFileSync(path.join(findVendorSpecDirectory('ebay'), file), 'utf8')) as {
    servers: { variables: { basePath: { default: string } } }[];
    paths: Record<string, Record<string, OperationObject>>;
  };
  const basePath = document.servers[0]?.variables.basePath.default ?? '';
  return Object.entries(document.paths).flatMap(([pathTemplate, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      basePath,
      template: new RegExp(`^${pathTemplate.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      method: method.toUpperCase(),
      parameters: operation.parameters ?? [],
      requestSchema: operation.requestBody?.content?.['application/json']?.schema?.$ref?.split('/').at(-1),
    })),
  );
}

/** The Browse, Taxonomy and Identity operations; a literal path before a templated one. */
export function ebayRestOperations(): EbayOperation[] {
  return (
    [
      ...operationsOf('buy_browse_v1_oas3.json'),
      ...operationsOf('commerce_taxonomy_v1_oas3.json'),
      ...operationsOf('commerce_identity_v1_oas3.json'),
    ]
      // `/item/get_item_by_legacy_id` is not `/item/{item_id}`.
      .sort((a, b) => a.template.source.split('[^/]+').length - b.template.source.split('[^/]+').length)
  );
}

/** The Marketing and Account operations; literal paths before templated ones (`/ad_campaign/get_campaign_by_name`). */
export function ebayMarketingOperations(): EbayOperation[] {
  return [...operationsOf('sell_marketing_v1_oas3.json'), ...operationsOf('sell_account_v1_oas3.json')].sort(
    (a, b) => a.template.source.split('[^/]+').length - b.template.source.split('[^/]+').length,
  );
}

/** The Recommendation API's operation (`find`). */
export function ebayRecommendationOperations(): EbayOperation[] {
  return operationsOf('sell_recommendation_v1_oas3.json');
}

/**
 * The documented operation a request the client sent is: expects there is one, and that the request's query
 * parameters are all declared by it. Undefined (after the failed expectation) when eBay documents no such call.
 */
export function documentedOperationOf(
  operations: readonly EbayOperation[],
  request: { method: string; url: URL },
): EbayOperation | undefined {
  const { pathname } = request.url;
  const operation = operations.find(
    (o) =>
      o.method === request.method &&
      pathname.startsWith(o.basePath) &&
      o.template.test(pathname.slice(o.basePath.length)),
  );
  expect(operation, `${request.method} ${pathname} is not in eBay's documents`).toBeDefined();
  if (!operation) return undefined;
  const declared = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of request.url.searchParams.keys())
    expect(declared, `${pathname}: query parameter ${name}`).toContain(name);
  return operation;
}
