import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { escapePointer, isObject, type Json, pointerTo } from './json-pointer.ts';
import { undeclaredProperties } from './undeclared-properties.ts';

// Test support: ajv and ajv-formats are root devDependencies; nothing at run time imports this file.
// The vendor-neutral form of paypal/openapi-schemas.ts: one loader for any vendor's OpenAPI 3.0 documents.

/** `request` and `response` as OpenAPI means them: read-only fields are not sent, write-only ones never return. */
export type Direction = 'request' | 'response';
/** Problems found, as `<JSON pointer> <message>`; empty when the value fits the vendor's schema. */
export type SchemaCheck = (value: unknown) => string[];

/**
 * A vendor's published documents: `SHARED_DIR/vendor-specs/<vendor>`, else the nearest
 * `shared/vendor-specs/<vendor>` in a folder above the repository (CI and developers keep `shared/` beside it).
 */
export function findVendorSpecDirectory(vendor: string): string {
  const relative = path.join('vendor-specs', vendor);
  if (process.env.SHARED_DIR) return path.join(process.env.SHARED_DIR, relative);
  const repository = fileURLToPath(new URL('../../../../', import.meta.url));
  for (let folder = path.dirname(repository); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'shared', relative);
    if (existsSync(candidate)) return candidate;
    if (folder === path.dirname(folder)) return path.join(path.dirname(repository), 'shared', relative);
  }
}

/** OpenAPI 3.0 `nullable` becomes a `null` type; a field hidden in this direction is forbidden, not required. */
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
    for (const name of hiddenNames) properties[name] = false;
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

export interface OpenApiChecks<Api extends string> {
  /** Checks an answer of an operation (by the vendor's operationId) for a documented status with a body. */
  response(operationId: string, status: number): SchemaCheck;
  /** Checks against a named component schema, e.g. `component('browse', 'ItemSummary')`. */
  component(api: Api, name: string, direction?: Direction): SchemaCheck;
  /** Checks a list answer `{ <property>: [<component>…] }` whose envelope the document only describes in prose. */
  listOf(api: Api, property: string, name: string): SchemaCheck;
}

/** Loads a vendor's OpenAPI documents (`api` → file in `directory`) and compiles checks from them with ajv. */
export function loadOpenApiChecks<Api extends string>(
  directory: string,
  files: Record<Api, string>,
): OpenApiChecks<Api> {
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  const apis = Object.keys(files) as Api[];
  const raw = Object.fromEntries(
    apis.map((api) => [api, JSON.parse(readFileSync(path.join(directory, files[api]), 'utf8')) as Json]),
  ) as Record<Api, Json>;
  const formats = new Set<string>();
  collectFormats(raw, formats);
  for (const format of formats) if (!ajv.formats[format]) ajv.addFormat(format, true);

  const documents = new Map<string, Json>();
  for (const api of apis) {
    for (const direction of ['request', 'response'] as const) {
      const id = `${api}-${direction}`;
      const document = { ...(toJsonSchema(raw[api], direction) as Json), $id: id };
      documents.set(id, document);
      ajv.addSchema(document, id);
    }
  }

  const compiled = new Map<string, ValidateFunction>();
  function check(api: Api, direction: Direction, pointer: string): SchemaCheck {
    const id = `${api}-${direction}`;
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

  function findOperation(operationId: string): { api: Api; pointer: string; operation: Json } {
    for (const api of apis) {
      for (const [route, item] of Object.entries((raw[api].paths ?? {}) as Json)) {
        if (!isObject(item)) continue;
        for (const [method, operation] of Object.entries(item)) {
          if (isObject(operation) && operation.operationId === operationId) {
            return { api, pointer: `/paths/${escapePointer(route)}/${method}`, operation };
          }
        }
      }
    }
    throw new Error(`the documents have no operation ${operationId}`);
  }

  return {
    response(operationId, status) {
      const { api, pointer, operation } = findOperation(operationId);
      const responses = (operation.responses ?? {}) as Json;
      if (!(String(status) in responses)) throw new Error(`${operationId} documents no ${status} answer`);
      return check(api, 'response', `${pointer}/responses/${status}/content/application~1json/schema`);
    },
    component(api, name, direction = 'response') {
      return check(api, direction, `/components/schemas/${escapePointer(name)}`);
    },
    listOf(api, property, name) {
      const item = this.component(api, name);
      return (value) => {
        if (!isObject(value)) return ['/ is not an object'];
        const list = value[property];
        const problems = Object.keys(value)
          .filter((key) => key !== property)
          .map((key) => `/${key} is not a property of the list`);
        if (!Array.isArray(list) || list.length === 0) return [...problems, `/${property} is not a list`];
        return [
          ...problems,
          ...list.flatMap((entry, index) =>
            item(entry).map((problem) => `/${property}/${index}${problem.replace(/^\/$/, '')}`),
          ),
        ];
      };
    },
  };
}
