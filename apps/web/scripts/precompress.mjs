// Writes .br and .gz beside each text asset of the build, so the server sends compressed files
// without compressing on every request (@fastify/static `preCompressed`). The files are compressed
// on libuv's thread pool, several at once, so the step takes every core the machine has.
// Last, it writes dist/.build-finished: `npm start` skips the web build while that file is newer
// than the app's sources.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
// Source maps are fetched only by developer tools; compressing them would triple the build time.
const compressible = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (compressible.test(name)) yield file;
  }
}

async function compress(file) {
  const content = await readFile(file);
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotlied)]);
}

const queue = [...files(dist)];
const count = queue.length;
// The thread pool runs four at a time; a few more in flight keep it busy while files are read and written.
const inFlight = 8;
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);
await writeFile(path.join(dist, '.build-finished'), `${new Date().toISOString()}\n`);
process.stdout.write(`precompressed ${count} files (gzip, brotli)\n`);
