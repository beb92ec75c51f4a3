/**
 * Test helper: just enough of RFC 2045–2047 to read what nodemailer writes (multipart,
 * quoted-printable, base64, encoded words), so tests check the decoded subject and body.
 */
export interface MimePart {
  headers: Map<string, string>;
  body: Buffer;
  parts: MimePart[];
}

export function parseMime(raw: Buffer | string): MimePart {
  const source = Buffer.isBuffer(raw) ? raw.toString('latin1') : raw;
  const split = source.indexOf('\r\n\r\n');
  const head = split < 0 ? source : source.slice(0, split);
  const rest = split < 0 ? '' : source.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1, -1);
    return { headers, body: Buffer.alloc(0), parts: sections.map((s) => parseMime(s.replace(/^\r\n/, ''))) };
  }
  return { headers, body: decodeBody(rest, headers.get('content-transfer-encoding')), parts: [] };
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  const trimmed = body.replace(/\r\n$/, '');
  if (encoding.toLowerCase() === 'base64') return Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  if (encoding.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(trimmed);
  return Buffer.from(trimmed, 'latin1');
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes = text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** Decodes `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words; whitespace between two words is dropped. */
export function decodeHeader(value: string): string {
  const chunks: Buffer[] = [];
  const words = /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g;
  let last = 0;
  for (const match of value.matchAll(words)) {
    const between = value.slice(last, match.index);
    if (!(last > 0 && /^\s*$/.test(between))) chunks.push(Buffer.from(between, 'utf8'));
    const [, encoding = 'Q', text = ''] = match;
    chunks.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
    last = match.index + match[0].length;
  }
  chunks.push(Buffer.from(value.slice(last), 'utf8'));
  return Buffer.concat(chunks).toString('utf8');
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

export function partOfType(message: MimePart, type: string): MimePart | undefined {
  return leafParts(message).find((p) => p.headers.get('content-type')?.toLowerCase().startsWith(type));
}
