import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { prerenderedPage } from './prerendered-pages.ts';
import { startingPage, startingPageRetrySeconds } from './starting-page.ts';

/** How long a page asked while the web build is still under way waits for it before the starting page answers. */
export const pageWaitMs = 30_000;

/**
 * The files of a finished build by URL path: every file under `root` but dot files (the build's
 * `.build-finished`), and `/` for index.html. Empty while there is no index.html.
 */
function listBuild(root: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(path.join(root, 'index.html'))) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative.split('/').some((part) => part.startsWith('.'))) continue;
    files.set(`/${relative}`, relative);
  }
  files.set('/', 'index.html');
  return files;
}

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The URL's path, decoded; undefined when it cannot be decoded. */
function pathOf(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
}

/** True once `promise` settled, false if `ms` passed first. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(settled, settled);
  });
}

/**
 * The browser app from `root`: its files (hashed assets cached for a year, the rest `no-cache`), and index.html
 * for every other GET outside /api (a prerendered sign-in page in the visitor's language where the build has one). `webBuild`, when given, is a build still under way (`npm start` starts the API
 * beside it): until it settles, a page waits for it (at most `waitMs`, then a 503 starting page in German and
 * English) while API calls answer at once; the files are listed again once it is there.
 */
export function serveWebPages(
  app: FastifyInstance,
  { root, webBuild, waitMs = pageWaitMs }: { root: string; webBuild?: Promise<unknown>; waitMs?: number },
): void {
  let files = listBuild(root);
  let isBuildPending = webBuild !== undefined;
  if (webBuild) {
    const listAgain = () => {
      files = listBuild(root);
      isBuildPending = false;
    };
    webBuild.then(listAgain, listAgain);
    app.addHook('onRequest', async (request, reply) => {
      if (!isBuildPending || isApiUrl(request.url)) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (await settlesWithin(webBuild, waitMs)) return;
      return reply
        .status(503)
        .header('retry-after', String(startingPageRetrySeconds))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(startingPage);
    });
  }
  if (files.size > 0 || webBuild) {
    app.register(fastifyStatic, {
      root,
      // Files are served from the listing above, which is renewed when a build under way is done.
      serve: false,
      suppressWarning: true,
      // The build writes .br and .gz beside each asset; the browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.route({
      method: 'GET',
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => {
        const file = files.get(pathOf(request.url) ?? '');
        return file ? reply.sendFile(file) : reply.callNotFound();
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old chunk after a deploy) is a 404, not the app's HTML under a script's name.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (files.size === 0 || isApiUrl(request.url) || isFile || request.method !== 'GET') {
      return reply.status(404).send({ statusCode: 404, data: null, message: 'notFound' });
    }
    // A sign-in page comes with its form in the page, in the visitor's language; every other page is index.html.
    const prerendered = prerenderedPage(request, (file) => files.has(`/${file}`));
    if (prerendered)
      return reply
        .headers({ 'cache-control': 'no-cache', vary: 'cookie, accept-language' })
        .sendFile(prerendered);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
