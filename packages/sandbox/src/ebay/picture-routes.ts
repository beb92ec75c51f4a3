import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A stable colour per item and picture, so a listing's pictures look alike and differ from others'. */
function hueOf(itemId: string, picture: number): number {
  const hash = createHash('sha1').update(itemId).digest();
  return ((hash.readUInt16BE(0) % 360) + picture * 25) % 360;
}

function pictureSvg(itemId: string, picture: number): string {
  const hue = hueOf(itemId, picture);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${hue},55%,62%)"/>
<circle cx="200" cy="170" r="90" fill="hsl(${(hue + 180) % 360},45%,85%)"/>
<text x="200" y="320" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#1b1b1b">${itemId}</text>
<text x="200" y="360" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#1b1b1b">${picture}</text>
</svg>`;
}

/** Listing pictures: generated, never stored; an item number and picture number always give the same one. */
export function registerPictureRoutes(app: FastifyInstance): void {
  app.get<{ Params: { itemId: string; file: string } }>('/pictures/:itemId/:file', async (request, reply) => {
    const { itemId, file } = request.params;
    const match = /^(\d{1,2})\.svg$/.exec(file);
    if (!/^\d{1,19}$/.test(itemId) || !match) return reply.code(404).send();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(pictureSvg(itemId, Number(match[1])));
  });
}
