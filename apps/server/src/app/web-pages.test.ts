import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serveWebPages } from './web-pages.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A web build folder that does not exist yet, as on a fresh clone. */
function distFolder() {
  const parent = mkdtempSync(path.join(tmpdir(), 'web-pages-'));
  folders.push(parent);
  return path.join(parent, 'dist');
}

function writeBuild(dist: string) {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Baylytics</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, '.build-finished'), 'done');
}

/** The server with the web app and one API call, the build `under way` until `finish()`. */
function serverBeside(dist: string, waitMs?: number) {
  let finish = () => {};
  const webBuild = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const app = Fastify();
  app.get('/api/heartbeat', async () => ({ statusCode: 200, data: 'ok' }));
  serveWebPages(app, { root: dist, webBuild, ...(waitMs !== undefined && { waitMs }) });
  return { app, finish };
}

describe('pages asked while npm start still builds the web app', () => {
  it('a page asked before the build is there waits and then gets it, with its files', async () => {
    const dist = distFolder();
    const { app, finish } = serverBeside(dist);
    let isAnswered = false;
    const page = app.inject({ method: 'GET', url: '/dashboard?tab=1' }).then((answer) => {
      isAnswered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isAnswered).toBe(false);

    writeBuild(dist);
    finish();
    const answer = await page;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="root">');

    const script = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<div id="root">');
    // The build's marker is not one of the app's files: its path gets the app's page, as any other path.
    expect((await app.inject({ method: 'GET', url: '/.build-finished' })).body).toContain('<div id="root">');
    await app.close();
  });

  it('API calls answer at once while the build is under way', async () => {
    const { app } = serverBeside(distFolder());
    const answer = await app.inject({ method: 'GET', url: '/api/heartbeat' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ statusCode: 200, data: 'ok' });
    const unknown = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'notFound' });
    await app.close();
  });

  it('a page whose wait runs out gets a page asking, in German and English, to reload in a moment', async () => {
    const { app, finish } = serverBeside(distFolder(), 100);
    const answer = await app.inject({ method: 'GET', url: '/login' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('Bitte laden Sie die Seite in einem Moment neu');
    expect(answer.body).toContain('Please reload the page in a moment');
    finish();
    await app.close();
  });

  it('without a build under way, a server without a built app answers API-only 404s', async () => {
    const app = Fastify();
    serveWebPages(app, { root: distFolder() });
    const answer = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'notFound' });
    await app.close();
  });
});
