import { languageCookie } from '@baylytics/contract/browser-session';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';

type Language = 'de' | 'en';

function asLanguage(value: string | undefined): Language | null {
  const short = value?.trim().slice(0, 2).toLowerCase();
  return short === 'de' || short === 'en' ? short : null;
}

/**
 * The page's language as the page itself chooses it (apps/web/src/app/i18n.ts): the visitor's stored choice, which
 * the page mirrors into a cookie, else the browser's first language when it is German or English, else German.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const { cookie, 'accept-language': accepted } = request.headers;
  const chosen = cookie ? parseCookie(cookie)[languageCookie] : undefined;
  return asLanguage(chosen) ?? asLanguage(accepted?.split(',')[0]) ?? 'de';
}

/**
 * The sign-in pages the web build prerendered (apps/web/scripts/prerender.mjs writes
 * `prerendered/<page>.<language>.html`, docs/decisions/prerendered-sign-in-pages.md): the file to send for a
 * request, relative to the build, when the build has one for its path and language; null otherwise.
 */
export function prerenderedPage(request: FastifyRequest, isBuilt: (file: string) => boolean): string | null {
  const page = (request.url.split('?')[0] ?? '').replace(/\/+$/, '').slice(1);
  const file = `prerendered/${page}.${pageLanguage(request)}.html`;
  return page && isBuilt(file) ? file : null;
}
