import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
export const e2ePort = 4173;
export const e2eDatabasePort = 5435;
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = path.join(repositoryRoot, 'data', 'e2e');
/** The search-engine suggest stand-in of the e2e server; tests inject faults through its /sandbox/faults. */
export const e2eSuggestSandboxPort = 3013;
export const e2eSuggestSandboxUrl = `http://127.0.0.1:${e2eSuggestSandboxPort}`;
