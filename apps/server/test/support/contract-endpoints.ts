import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from '@baylytics/contract/endpoint';

/** Every endpoint the contract declares: each exported object of its modules with method, path and access. */
export async function contractEndpoints(): Promise<Endpoint[]> {
  const folder = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
  const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: Endpoint[] = [];
  for (const file of modules) {
    const exports: Record<string, unknown> = await import(pathToFileURL(`${folder}${file}`).href);
    for (const value of Object.values(exports)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value) {
        found.push(value as Endpoint);
      }
    }
  }
  return found;
}

/** `GET /api/auth/me` */
export const operationName = (e: Endpoint) => `${e.method} /api${e.path}`;
