import type { FastifyRequest } from 'fastify';

export type Language = 'de' | 'en';

/** The caller's language: an explicit `culture` query, the signed-in user's choice, the browser's, else German. */
export function requestLanguage(request: FastifyRequest): Language {
  const culture = (request.query as Record<string, unknown> | undefined)?.culture;
  if (typeof culture === 'string') return culture.toLowerCase().startsWith('en') ? 'en' : 'de';
  if (request.auth) return request.auth.user.language;
  const accepted = request.headers['accept-language']?.trim().toLowerCase() ?? '';
  return accepted.startsWith('en') ? 'en' : 'de';
}
