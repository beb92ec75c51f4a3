import type { FastifyRequest } from 'fastify';

export type Language = 'de' | 'en';

/**
 * The caller's language: an explicit `culture` query; else the language the page shows, which the web client
 * sends as Accept-Language on every call; else the signed-in user's choice; else German.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const culture = (request.query as Record<string, unknown> | undefined)?.culture;
  if (typeof culture === 'string') return culture.toLowerCase().startsWith('en') ? 'en' : 'de';
  const accepted = request.headers['accept-language']?.trim().toLowerCase() ?? '';
  if (accepted.startsWith('en')) return 'en';
  if (accepted.startsWith('de')) return 'de';
  if (request.auth) return request.auth.user.language;
  return 'de';
}
