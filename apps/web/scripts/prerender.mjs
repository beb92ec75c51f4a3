// Renders the sign-in pages (the light entry's pages, src/public-pages.tsx) to HTML once per language, so the server
// sends each with its form in it: the page shows before any script runs, and the script hydrates it
// (docs/decisions/prerendered-sign-in-pages.md). Runs after `vite build`, before precompress.mjs:
// 1. builds src/prerender-entry.tsx for Node (Vite's SSR build: the same components, CSS-module names and texts),
// 2. writes dist/prerendered/<page>.<language>.html: the built index.html with the page's markup in #root, the
//    public pages' CSS inline and the scripts the page runs next announced as module preloads,
// 3. removes the Node build and Vite's manifest, which nothing serves.
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

// React's production renderer, as in the browser's build (Vite's build sets it too, unless the caller did).
process.env.NODE_ENV ??= 'production';
const started = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const nodeBuild = path.join(dist, '.prerender');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender-entry.tsx',
    outDir: nodeBuild,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      // Loaded only in the browser, after sign-in or a language change: not part of what is prerendered.
      external: (id) => /app-entry\.tsx$|catalogues\/(de|en)-app\.ts$/.test(id),
    },
  },
});
const { prerenderPage, publicEntryPaths, languages } = await import(
  pathToFileURL(path.join(nodeBuild, 'prerender-entry.js')).href
);

/** @type {Record<string, { file: string, css?: string[], imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A chunk of the client build and every chunk it imports, each once. */
function chunksOf(key, found = new Map()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the client build has no chunk for ${key}`);
  if (found.has(key)) return found;
  found.set(key, chunk);
  for (const imported of chunk.imports ?? []) chunksOf(imported, found);
  return found;
}

const publicChunks = [...chunksOf('src/public-entry.tsx').values()];
const css = [...new Set(publicChunks.flatMap((chunk) => chunk.css ?? []))]
  .map((file) => readFileSync(path.join(dist, file), 'utf8'))
  .join('');
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** Module preloads for the scripts the page runs next (its entry, its chunks, its texts) not in index.html yet. */
function preloads(language) {
  const chunks = [...publicChunks, ...chunksOf(`src/app/catalogues/${language}.ts`).values()];
  return [...new Set(chunks.map((chunk) => `/${chunk.file}`))]
    .filter((href) => !index.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
}

/** Replaces the one occurrence of `search` in `html`; the build fails when index.html no longer has it. */
function replaceOnce(html, search, replacement) {
  if (!search.test(html)) throw new Error(`index.html lacks ${search}`);
  return html.replace(search, replacement);
}

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
let count = 0;
for (const language of languages)
  for (const page of publicEntryPaths) {
    const markup = await prerenderPage(page, language);
    let html = replaceOnce(index, /<html lang="[a-z]+">/, `<html lang="${language}">`);
    html = replaceOnce(html, /<\/head>/, () => `${preloads(language)}<style>${css}</style></head>`);
    html = replaceOnce(
      html,
      /<div id="root"><\/div>/,
      () =>
        `<div id="root" data-prerendered-page="${page}" data-prerendered-language="${language}">${markup}</div>`,
    );
    await writeFile(path.join(dist, 'prerendered', `${page.slice(1)}.${language}.html`), html);
    count += 1;
  }
await Promise.all([rm(nodeBuild, { recursive: true }), rm(path.dirname(manifestFile), { recursive: true })]);
process.stdout.write(
  `prerendered ${count} pages in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
