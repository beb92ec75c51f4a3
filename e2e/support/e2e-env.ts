import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the browser tests' own server listens. `E2E_PORT_BASE` moves every port together (the app on the
 * base, its database and the stand-ins after it), so two checkouts on one machine can run the browser tests
 * side by side; unset, they are 4173, 5435 and 3011–3014.
 */
const base = process.env.E2E_PORT_BASE ? Number(process.env.E2E_PORT_BASE) : null;

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
export const e2ePort = base ?? 4173;
export const e2eDatabasePort = base ? base + 1 : 5435;
export const e2ePaypalSandboxPort = base ? base + 2 : 3011;
export const e2eEbaySandboxPort = base ? base + 3 : 3012;
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = path.join(repositoryRoot, 'data', 'e2e');
/** The search-engine suggest stand-in of the e2e server; tests inject faults through its /sandbox/faults. */
export const e2eSuggestSandboxPort = base ? base + 4 : 3013;
export const e2eSuggestSandboxUrl = `http://127.0.0.1:${e2eSuggestSandboxPort}`;
/** The eBay stand-in of the e2e server; tests inject faults and read its state through /sandbox/…. */
export const e2eEbayStandInUrl = `http://127.0.0.1:${e2eEbaySandboxPort}`;
/** The Afterbuy stand-in of the e2e server (the demo Afterbuy account's credentials work there). */
export const e2eAfterbuySandboxPort = base ? base + 5 : 3014;
