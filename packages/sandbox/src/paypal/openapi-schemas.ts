import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { escapePointer, isObject, type Json, pointerTo } from '../openapi/json-pointer.ts';
import { undeclaredProperties } from '../openapi/undeclared-properties.ts';

// Test support: ajv and ajv-formats are root devDependencies; nothing at run time imports this file.

export type PaypalApi = 'billing' | 'catalog' | 'webhooks';
/**
 * `request` and `response` as OpenAPI means them; `echo` is a request that hands back a resource PayPal made
 * (verify-webhook-signature sends the event it received), so the resource's read-only fields belong in it.
 */
export type Direction = 'request' | 'response' | 'echo';
/** Problems found, as `<JSON pointer> <message>`; empty when the value fits PayPal's schema. */
export type SchemaCheck = (value: unknown) => string[];

const specFiles: Record<PaypalApi, string> = {
  billing: 'billing_subscriptions_v1.json',
  catalog: 'catalogs_products_v1.json',
  webhooks: 'notifications_webhooks_v1.json',
};

/**
 * PayPal's published documents: `SHARED_DIR/vendor-specs/paypal`, else the nearest `shared/vendor-specs/paypal`
 * in a folder above the repository (CI and developers keep `shared/` beside the checkout).
 */
export const paypalSpecDirectory = findSpecDirectory();

function findSpecDirectory(): string {
  const relative = path.join('vendor-specs', 'paypal');
  if (process.env.SHARED_DIR) return path.join(process.env.SHARED_DIR, relative);
  const repository = fileURLToPath(new URL('../../../../', import.meta.url));
  for (let folder = path.dirname(repository); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'shared', relative);
    if (existsSync(candidate)) return candidate;
    if (folder === path.dirname(folder)) return path.join(path.dirname(repository), 'shared', relative);
  }
}

/**
 * OpenAPI 3.0 schemas are not quite JSON Schema: `nullable` becomes a `null` type, and a `readOnly` property
 * is not sent in a request (a `writeOnly` one never comes back), so it is forbidden and not required in that
 * direction rather than ignored. In an echo, read-only fields are allowed but still not required.
 */
function toJsonSchema(node: unknown, direction: Direction): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, direction));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value, direction);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else return { anyOf: [out, { type: 'null' }] };
  }
  const hidden = direction === 'response' ? 'writeOnly' : 'readOnly';
  if (isObject(out.properties)) {
    const properties = out.properties;
    const hiddenNames = Object.keys(properties).filter((name) => {
      const property = properties[name];
      return isObject(property) && property[hidden] === true;
    });
    if (direction !== 'echo') for (const name of hiddenNames) properties[name] = false;
    if (Array.isArray(out.required))
      out.required = out.required.filter((name) => !hiddenNames.includes(name));
  }
  return out;
}

function collectFormats(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectFormats(item, into);
  if (!isObject(node)) return;
  if (typeof node.format === 'string') into.add(node.format);
  for (const value of Object.values(node)) collectFormats(value, into);
}

function describe(error: ErrorObject): string {
  const detail = ['additionalProperty', 'allowedValues', 'missingProperty', 'pattern', 'format']
    .filter((name) => name in error.params)
    .map((name) => `${name}=${JSON.stringify(error.params[name])}`)
    .join(' ');
  return `${error.instancePath || '/'} ${error.message ?? error.keyword}${detail ? ` (${detail})` : ''}`;
}

export interface PaypalOpenApi {
  /** Checks a request body of an operation (by PayPal's operationId, e.g. `plans.create`). */
  request(operationId: string, options?: { isEcho?: boolean }): SchemaCheck;
  /** Checks an answer of an operation for a status, falling back to the documented default answer. */
  response(operationId: string, status: number): SchemaCheck;
  /** Checks against a named component schema, e.g. `component('webhooks', 'event', 'response')`. */
  component(api: PaypalApi, name: string, direction: Direction): SchemaCheck;
}

/** Loads PayPal's OpenAPI documents and compiles checks from them with ajv. */
export function loadPaypalOpenApi(directory: string = paypalSpecDirectory): PaypalOpenApi {
  // OpenAPI patterns are plain ECMA-262 regular expressions; PayPal's e-mail pattern is not valid with the `u` flag.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  const raw = Object.fromEntries(
    Object.entries(specFiles).map(([api, file]) => [
      api,
      JSON.parse(readFileSync(`${directory}/${file}`, 'utf8')) as Json,
    ]),
  ) as Record<PaypalApi, Json>;
  // PayPal's own formats (`ppaas_date_time_v3` …) come with patterns that say the same; the format names add nothing.
  const formats = new Set<string>();
  collectFormats(raw, formats);
  for (const format of formats) if (!ajv.formats[format]) ajv.addFormat(format, true);

  const documents = new Map<string, Json>();
  for (const api of Object.keys(raw) as PaypalApi[]) {
    for (const direction of ['request', 'response', 'echo'] as const) {
      const id = `paypal-${api}-${direction}`;
      const document = { ...(toJsonSchema(raw[api], direction) as Json), $id: id };
      documents.set(id, document);
      ajv.addSchema(document, id);
    }
  }

  const compiled = new Map<string, ValidateFunction>();
  function check(api: PaypalApi, direction: Direction, pointer: string): SchemaCheck {
    const id = `paypal-${api}-${direction}`;
    const document = documents.get(id) as Json;
    if (pointerTo(document, pointer) === undefined) throw new Error(`no schema at ${id}#${pointer}`);
    const key = `${id}#${pointer}`;
    const validate = compiled.get(key) ?? ajv.compile({ $ref: key });
    compiled.set(key, validate);
    return (value) => {
      if (!validate(value)) return (validate.errors ?? []).map(describe);
      const problems: string[] = [];
      undeclaredProperties(document, [pointerTo(document, pointer)], value, '', problems);
      return problems;
    };
  }

  function findOperation(operationId: string): { api: PaypalApi; pointer: string; operation: Json } {
    for (const api of Object.keys(raw) as PaypalApi[]) {
      for (const [path, item] of Object.entries((raw[api].paths ?? {}) as Json)) {
        if (!isObject(item)) continue;
        for (const [method, operation] of Object.entries(item)) {
          if (isObject(operation) && operation.operationId === operationId) {
            return { api, pointer: `/paths/${escapePointer(path)}/${method}`, operation };
          }
        }
      }
    }
    throw new Error(`PayPal's documents have no operation ${operationId}`);
  }

  function jsonSchemaPointer(api: PaypalApi, pointer: string): string {
    let at = pointer;
    let node = pointerTo(raw[api], at);
    while (isObject(node) && typeof node.$ref === 'string') {
      at = node.$ref.slice(1);
      node = pointerTo(raw[api], at);
    }
    return `${at}/content/application~1json/schema`;
  }

  return {
    request(operationId, options) {
      const { api, pointer } = findOperation(operationId);
      return check(
        api,
        options?.isEcho ? 'echo' : 'request',
        jsonSchemaPointer(api, `${pointer}/requestBody`),
      );
    },
    response(operationId, status) {
      const { api, pointer, operation } = findOperation(operationId);
      const responses = (operation.responses ?? {}) as Json;
      const key = String(status) in responses ? String(status) : 'default';
      return check(api, 'response', jsonSchemaPointer(api, `${pointer}/responses/${key}`));
    },
    component(api, name, direction) {
      return check(api, direction, `/components/schemas/${escapePointer(name)}`);
    },
  };
}
